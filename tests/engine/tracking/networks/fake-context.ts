/** A NetworkContext that records what an adapter does, for the adapter tests. */
import type { CookieJar } from "../../../../engine/platform/cookies";
import type { NetworkContext } from "../../../../engine/tracking/network";
import type {
  TrackedEvent,
  TrackedEventName,
  TrackingPayload,
} from "../../../../engine/tracking/tracking-store";

export const NOW = Date.UTC(2026, 0, 5, 10, 0, 0);

export interface CookieWrite {
  name: string;
  value: string;
  days: number;
  domain?: string;
}

export interface Recorded {
  context: NetworkContext;
  scripts: string[];
  pixels: string[];
  cookieWrites: CookieWrite[];
  cookies: Map<string, string>;
}

/** A jar over a Map that also lists every write with its options. */
function recordingJar(cookies: Map<string, string>, writes: CookieWrite[]): CookieJar {
  return {
    get: (name) => cookies.get(name) ?? null,
    set: (name, value, options) => {
      cookies.set(name, value);
      writes.push({ name, value, ...options });
    },
  };
}

export function fakeContext(
  options: Partial<Pick<NetworkContext, "id" | "source" | "clicks" | "window" | "now">> & {
    cookies?: Record<string, string>;
  } = {},
): Recorded {
  const scripts: string[] = [];
  const pixels: string[] = [];
  const cookieWrites: CookieWrite[] = [];
  const cookies = new Map(Object.entries(options.cookies ?? {}));
  const context: NetworkContext = {
    id: options.id ?? "PIXEL1",
    ...(options.source ? { source: options.source } : {}),
    clicks: options.clicks ?? {},
    cookies: recordingJar(cookies, cookieWrites),
    window: options.window ?? (globals as unknown as Window),
    injectScript: (url) => scripts.push(url),
    sendPixel: (url) => pixels.push(url),
    now: options.now ?? (() => NOW),
  };
  return { context, scripts, pixels, cookieWrites, cookies };
}

export function tracked(name: TrackedEventName, payload: TrackingPayload = {}, at = NOW): TrackedEvent {
  return { name, payload, at };
}

/** Queued Arguments objects (or arrays) as plain arrays, so they compare with toEqual. */
export function plain(calls: ArrayLike<unknown>[]): unknown[][] {
  return calls.map((call) => Array.from(call));
}

/** The test window's globals (none in the node environment of the postback tests). */
export const globals = (typeof window === "undefined" ? {} : window) as unknown as Record<string, unknown>;

/** Removes what the adapters put on the test window. */
export function clearGlobals(): void {
  for (const name of [
    "fbq",
    "_fbq",
    "ttq",
    "kwaiq",
    "dataLayer",
    "gtag",
    "twq",
    "bge",
    "bgdataLayer",
    "obApi",
    "kadamq",
  ])
    delete globals[name];
}
