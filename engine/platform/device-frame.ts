/**
 * The hidden device-id frame (spec §7: "hidden device iframe exchanging the device id by message";
 * docs/native-shell.md, "Device-id frame"). A shell that names a frame in its user agent
 * (`WLDeviceFrame/<url>`) serves there a page that holds the device id. The app loads it hidden,
 * sends it the id it has, and takes the id the frame answers with:
 *
 *   app → frame   { type: "wl-device-id-request", deviceId: <the app's id or null> }
 *   frame → app   { type: "wl-device-id", deviceId: <36 characters> }
 *
 * Only an answer from the frame's own origin and window counts, and only an id of exactly 36
 * characters (spec §5); anything else is ignored with a console warning, never used.
 */
import { DEVICE_FRAME_TIMEOUT_MS } from "../constants";
import { isValidDeviceId } from "../identity/device-id";
import { safeUrl } from "../security/safe-url";

export const DEVICE_ID_REQUEST = "wl-device-id-request";
export const DEVICE_ID_ANSWER = "wl-device-id";

export type DeviceMessageVerdict =
  | { kind: "id"; deviceId: string }
  | { kind: "ignored"; reason: "foreign-origin" | "foreign-window" | "not-an-answer" | "invalid-id" };

/** What one message event means to the exchange with the frame at `frameOrigin`. */
export function readDeviceMessage(
  event: { origin: string; source: unknown; data: unknown },
  frame: { origin: string; window: unknown },
): DeviceMessageVerdict {
  const data = event.data as { type?: unknown; deviceId?: unknown } | null;
  if (!data || typeof data !== "object" || data.type !== DEVICE_ID_ANSWER)
    return { kind: "ignored", reason: "not-an-answer" };
  if (event.origin !== frame.origin) return { kind: "ignored", reason: "foreign-origin" };
  if (event.source !== frame.window) return { kind: "ignored", reason: "foreign-window" };
  if (!isValidDeviceId(data.deviceId as string)) return { kind: "ignored", reason: "invalid-id" };
  return { kind: "id", deviceId: data.deviceId as string };
}

/** The frame's URL when it is an absolute http(s) one (engine/security/safe-url.ts), else null (nothing is loaded). */
export function deviceFrameUrl(raw: string | null | undefined): URL | null {
  return safeUrl(raw);
}

export interface ExchangeTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * Loads the frame hidden, asks it for the id and resolves with the first valid answer, or with
 * null when none comes within DEVICE_FRAME_TIMEOUT_MS. The frame is removed either way.
 */
export function exchangeDeviceId(
  win: Window,
  frameUrl: URL,
  currentId: string | null,
  timers: ExchangeTimers = win,
  timeoutMs = DEVICE_FRAME_TIMEOUT_MS,
): Promise<string | null> {
  const doc = win.document;
  const frame = doc.createElement("iframe");
  frame.src = frameUrl.href;
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.title = "device";
  frame.setAttribute("aria-hidden", "true");
  frame.dataset.testid = "device-frame";
  return new Promise<string | null>((resolve) => {
    const finish = (id: string | null) => {
      timers.clearTimeout(timer as never);
      win.removeEventListener("message", onMessage);
      frame.remove();
      resolve(id);
    };
    const onMessage = (event: MessageEvent) => {
      const verdict = readDeviceMessage(event, { origin: frameUrl.origin, window: frame.contentWindow });
      if (verdict.kind === "id") return finish(verdict.deviceId);
      // Messages of other kinds (the page's own, an extension's) are none of our business.
      if (verdict.reason !== "not-an-answer")
        console.warn(
          `[device frame] ignored a message (${verdict.reason}) from ${event.origin || "an unknown origin"}`,
        );
    };
    const timer = timers.setTimeout(() => {
      console.warn(`[device frame] ${frameUrl.origin} gave no device id within ${timeoutMs} ms`);
      finish(null);
    }, timeoutMs);
    win.addEventListener("message", onMessage);
    frame.addEventListener("load", () => {
      frame.contentWindow?.postMessage({ type: DEVICE_ID_REQUEST, deviceId: currentId }, frameUrl.origin);
    });
    doc.body.append(frame);
  });
}
