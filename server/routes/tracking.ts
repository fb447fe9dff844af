/**
 * Ad-conversion tracking (spec sections 3 and 7; paths and shapes in docs/api.md "Tracking"): the
 * tracking-session fetch and the tracking-events post, whose events arrive as a JSON string in an
 * `events` field. Nothing is forwarded to an ad network; each event is recorded (GET /__dev/tracking
 * lists them). A session token is optional: with a live one the events name the member.
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { TRACKING_HEADER_CAP_BYTES } from "../../engine/constants";
import { TRACKED_EVENTS } from "../../engine/tracking/tracking-store";
import { sessionToken } from "../auth";
import type { ServerContext } from "../context";
import { findMemberByToken } from "../data/members";
import { recordTrackingEvents, trackingSessionExists, trackingSessionFor } from "../data/tracking";
import { ErrorCode, ok, WpsError } from "../envelope";
import { merchantOf } from "../merchant-header";
import { readBody } from "../request-body";

/** Past these the post is refused rather than stored: a page never batches more, nor this much. */
const MAX_EVENTS_PER_POST = 100;
const MAX_EVENTS_TEXT = 64 * 1024;
const HEARTBEAT_HEADER = "tracking-heartbeat";

type Fields = Record<string, unknown>;

const refuse = (why: string) => new WpsError(400, ErrorCode.requestParamErr, why);

function isObject(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An object whose values are all strings (the pixel bundle, the attribution info). */
function stringMap(value: unknown, where: string): Record<string, string> {
  if (value === undefined) return {};
  if (!isObject(value) || !Object.values(value).every((part) => typeof part === "string")) {
    throw refuse(`${where} must be an object of strings`);
  }
  return value as Record<string, string>;
}

function parseEvents(body: Fields): Fields[] {
  const text = body.events;
  if (typeof text !== "string" || text.trim() === "") throw refuse("events must be a JSON string of a list");
  if (text.length > MAX_EVENTS_TEXT) throw refuse(`events is over ${MAX_EVENTS_TEXT} characters`);
  let events: unknown;
  try {
    events = JSON.parse(text);
  } catch {
    throw refuse("events is not valid JSON");
  }
  if (!Array.isArray(events) || events.length === 0) throw refuse("events must be a non-empty list");
  if (events.length > MAX_EVENTS_PER_POST) throw refuse(`events holds more than ${MAX_EVENTS_PER_POST}`);
  return events.map((event, index) => {
    if (!isObject(event)) throw refuse(`events[${index}] must be an object`);
    return event;
  });
}

export const trackingRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /** GET /wps/tracking/session?deviceId= → { sessionId, firstSeenAt } */
  app.get<{ Querystring: { deviceId?: string } }>("/wps/tracking/session", async (request) => {
    const merchant = merchantOf(request).code;
    const deviceId = request.query.deviceId?.trim() ?? "";
    if (deviceId.length === 0 || deviceId.length > 64)
      throw refuse("deviceId is required (at most 64 characters)");
    return ok(await trackingSessionFor(context.db, merchant, deviceId));
  });

  /** POST /wps/tracking/events { events: "<JSON list>" } with the Tracking-Heartbeat header */
  app.post("/wps/tracking/events", async (request: FastifyRequest) => {
    const merchant = merchantOf(request).code;
    const heartbeat = request.headers[HEARTBEAT_HEADER];
    const heartbeatText = typeof heartbeat === "string" ? heartbeat : "";
    if (Buffer.byteLength(heartbeatText) > TRACKING_HEADER_CAP_BYTES) {
      throw refuse(`The Tracking-Heartbeat header is over ${TRACKING_HEADER_CAP_BYTES} bytes`);
    }
    const events = parseEvents(readBody(request));
    const token = sessionToken(request);
    const member = token ? await findMemberByToken(context.db, merchant, token) : undefined;
    const known = new Set<string>(TRACKED_EVENTS);
    const checkedSessions = new Map<string, boolean>();
    const rows = [];
    for (const [index, event] of events.entries()) {
      if (typeof event.event !== "string" || !known.has(event.event)) {
        throw refuse(`events[${index}].event is not a tracked event: ${String(event.event)}`);
      }
      if (typeof event.at !== "number" || !Number.isFinite(event.at))
        throw refuse(`events[${index}].at must be a time`);
      if (event.payload !== undefined && !isObject(event.payload))
        throw refuse(`events[${index}].payload must be an object`);
      let sessionId: string | null = null;
      if (event.sessionId !== undefined) {
        if (typeof event.sessionId !== "string") throw refuse(`events[${index}].sessionId must be a string`);
        if (!checkedSessions.has(event.sessionId)) {
          checkedSessions.set(
            event.sessionId,
            await trackingSessionExists(context.db, merchant, event.sessionId),
          );
        }
        if (!checkedSessions.get(event.sessionId))
          throw refuse(`events[${index}].sessionId is not this merchant's`);
        sessionId = event.sessionId;
      }
      rows.push({
        merchant,
        memberId: member?.id ?? null,
        sessionId,
        event: event.event,
        happenedAt: event.at,
        payload: (event.payload as Fields | undefined) ?? {},
        pixelTrack: stringMap(event.pixelTrack, `events[${index}].pixelTrack`),
        attribution: stringMap(event.attribution, `events[${index}].attribution`),
        heartbeat: heartbeatText,
      });
    }
    await recordTrackingEvents(context.db, rows);
    return ok(rows.length);
  });
};
