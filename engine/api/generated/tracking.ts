/* Generated from schemas/responses/tracking.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export type PostTrackingEvents = unknown;

/**
 * Tracking (engine/api/tracking.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface TrackingAnswers {
  postTrackingEvents: PostTrackingEvents;
  fetchTrackingSession: FetchTrackingSession;
}
/**
 * The device's tracking session, made on the backend's first sight of it.
 */
export interface FetchTrackingSession {
  sessionId: string;
  /**
   * When the backend first saw this device (ms since the epoch).
   */
  firstSeenAt: number;
}

export const postTrackingEvents: AnswerCheck<TrackingAnswers["postTrackingEvents"]> = { call: "tracking.postTrackingEvents", shape: {} };
export const fetchTrackingSession: AnswerCheck<TrackingAnswers["fetchTrackingSession"]> = { call: "tracking.fetchTrackingSession", shape: {"t":"o","r":["sessionId","firstSeenAt"],"p":{"sessionId":"s","firstSeenAt":"n"}} };
