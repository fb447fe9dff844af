/**
 * The heartbeat rule (spec sections 5 and 9): a tracked event is sent once per day per heartbeat
 * agent — the backend's S2S post and each ad network are agents of their own. What each agent sent
 * is kept on the device for 30 days, and the latest of it travels with the tracking post in one
 * header that never grows past 1024 bytes.
 *
 * "The same event" is the event's name, or its name and order for money events, so a second
 * deposit on the same day is still a conversion while a re-detected one is not (docs/decisions.md,
 * "The heartbeat rule and money events").
 */
import { TRACKING_HEADER_CAP_BYTES, TRACKING_HEARTBEAT_RETENTION_DAYS } from "../constants";
import { type KeyValueStorage, readShape } from "../platform/storage";
import type { TrackedEvent } from "./tracking-store";

/** Local storage key of the heartbeat records. */
export const HEARTBEAT_KEY = "MC_TRACKING_HEARTBEAT";
/** The request header carrying the latest records with the tracking post. */
export const HEARTBEAT_HEADER = "Tracking-Heartbeat";

const DAY_MS = 86_400_000;
/** Past this many records the oldest go even inside the 30 days, so local storage stays small. */
const MAX_RECORDS = 500;

export interface HeartbeatRecord {
  agent: string;
  /** The event's name, with `#<order>` for money events. */
  event: string;
  /** The member's local calendar day, YYYYMMDD. */
  day: string;
  at: number;
}

/** What makes two tracked events "the same" for the rule. */
export function heartbeatKey(event: Pick<TrackedEvent, "name" | "payload">): string {
  return event.payload.orderId ? `${event.name}#${event.payload.orderId}` : event.name;
}

/** The local calendar day of a moment, as YYYYMMDD. */
export function localDay(at: number): string {
  const date = new Date(at);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}`;
}

function isRecord(value: unknown): value is HeartbeatRecord {
  const record = value as HeartbeatRecord;
  return (
    typeof record === "object" &&
    record !== null &&
    typeof record.agent === "string" &&
    typeof record.event === "string" &&
    typeof record.day === "string" &&
    typeof record.at === "number"
  );
}

export class HeartbeatLedger {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly now: () => number = Date.now,
  ) {}

  /** The records within the retention, oldest first; a damaged entry is dropped and reads as none. */
  records(): HeartbeatRecord[] {
    const stored =
      readShape(this.storage, HEARTBEAT_KEY, (value) => (Array.isArray(value) ? value : null)) ?? [];
    const oldest = this.now() - TRACKING_HEARTBEAT_RETENTION_DAYS * DAY_MS;
    return stored.filter(isRecord).filter((record) => record.at >= oldest);
  }

  /** Whether `agent` already sent this event today. */
  sentToday(agent: string, event: Pick<TrackedEvent, "name" | "payload">): boolean {
    const key = heartbeatKey(event);
    const today = localDay(this.now());
    return this.records().some(
      (record) => record.agent === agent && record.event === key && record.day === today,
    );
  }

  /** Notes that `agent` sent the event now, pruning what is past the retention. */
  record(agent: string, event: Pick<TrackedEvent, "name" | "payload">): void {
    const at = this.now();
    const records = [...this.records(), { agent, event: heartbeatKey(event), day: localDay(at), at }];
    this.storage.set(HEARTBEAT_KEY, JSON.stringify(records.slice(-MAX_RECORDS)));
  }

  /** The rule in one step: true (and recorded) when the agent has not sent the event today. */
  take(agent: string, event: Pick<TrackedEvent, "name" | "payload">): boolean {
    if (this.sentToday(agent, event)) return false;
    this.record(agent, event);
    return true;
  }

  /**
   * The header's value: `agent:event:day` records joined by commas, newest last, the oldest left out
   * until it fits in 1024 bytes (UTF-8; order ids are percent-encoded so the value stays ASCII).
   */
  header(): string {
    const parts = this.records().map(
      (record) => `${record.agent}:${encodeURIComponent(record.event)}:${record.day}`,
    );
    let bytes = parts.reduce((sum, part) => sum + part.length, Math.max(parts.length - 1, 0));
    let first = 0;
    while (bytes > TRACKING_HEADER_CAP_BYTES && first < parts.length) {
      bytes -= (parts[first]?.length ?? 0) + (first < parts.length - 1 ? 1 : 0);
      first++;
    }
    return parts.slice(first).join(",");
  }
}
