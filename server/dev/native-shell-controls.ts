/**
 * A fake native shell (development and test only; docs/dev-controls.md, "Native shell"; the
 * surface it plays is docs/native-shell.md). The real shells are the merchant's iOS and Android
 * apps, which do not run on this machine; this page plays one in a browser so the web app's side
 * of the bridge, the launch screen and the device-id frame can be exercised end to end.
 *
 *   GET    /__dev/native-shell?platform=android|ios&app=/m/home&fail=<call>,…&throw=<call>,…
 *          The shell: the app in a full-viewport frame (the web view), a launch screen over it until
 *          the app calls closeLaunchScreen, and the bridge object injected into the app's window
 *          (Android `WLBridge.postMessage(json)`, iOS `webkit.messageHandlers.WLBridge.postMessage`).
 *          A call in `fail` answers "Failure: <call> refused by the fake shell"; a call in `throw`
 *          makes the bridge throw; downloadApp otherwise answers "Success", any other call with a
 *          result answers "Failure: <call> is not offered by this shell". The page must be opened on
 *          the app's own host (it injects into the frame, as a web view does), and the browser's
 *          user agent must carry the shell's marks, shown on the page (a web page cannot set its
 *          frame's user agent; Playwright sets the context's).
 *   GET    /__dev/native-shell/device-frame?id=<device id>&delayMs=<0–10000>
 *          The shell's device-id frame: answers the app's `wl-device-id-request` with
 *          `{ type: "wl-device-id", deviceId: id }` to the asking window's origin, after delayMs.
 *   GET    /__dev/native-shell/calls      the bridge calls and device-id requests recorded so far
 *   POST   /__dev/native-shell/calls      { platform, call, args } (the shell page records with it)
 *   DELETE /__dev/native-shell/calls      forgets them
 */
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../envelope";
import { readBody } from "../request-body";
import { invalid } from "./checks";

/** The fake shell's device id when the test names none: 36 characters, as the spec wants. */
export const FAKE_SHELL_DEVICE_ID = "7d9f6c2e-4b1a-4c3e-9f2d-5e8a1b0c4d6f";
/** The calls the fake shell says it supports (its `WLBridge/` mark). */
export const FAKE_SHELL_BRIDGE = [
  "appVersion",
  "closeLaunchScreen",
  "downloadApp",
  "facebookLogin",
  "twitterLogin",
  "lineLogin",
];
/**
 * The shell's version, in its user agent (the reference shell's `WLApp/<os>/<version>` mark) and
 * as its `appVersion` bridge call answers unless `?version=` says otherwise: below the latest, so
 * the app-upgrade modal shows.
 */
export const FAKE_SHELL_VERSION = "2.0.0";
const VERSION = /^\d{1,4}(?:\.\d{1,4}){0,3}$/;
const MAX_DELAY_MS = 10_000;
/** Enough for any journey; older records are dropped first. */
const MAX_RECORDS = 200;

export interface ShellRecord {
  at: number;
  platform: string | null;
  call: string;
  args: unknown;
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const list = (value: unknown): string[] =>
  typeof value === "string"
    ? value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

/** The user agent marks a shell on this platform sends (docs/native-shell.md). */
export function fakeShellUserAgentMarks(platform: "android" | "ios", deviceFrame: string): string {
  return `WLApp/${platform}/${FAKE_SHELL_VERSION} WLBridge/${FAKE_SHELL_BRIDGE.join(",")} WLDeviceFrame/${deviceFrame}`;
}

/** The device frame lives on another origin than the app, as a shell's own page would. */
function deviceFrameOrigin(protocol: string, hostname: string, port: string): string {
  const other = hostname === "127.0.0.1" ? "localhost" : "127.0.0.1";
  return `${protocol}://${other}${port ? `:${port}` : ""}`;
}

function shellPage(config: {
  platform: "android" | "ios";
  app: string;
  fail: string[];
  throws: string[];
  marks: string;
  version: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>Fake ${config.platform} shell</title>
<style>
  html, body { margin: 0; height: 100%; overflow: hidden; font: 16px/1.4 system-ui, sans-serif; }
  #webview { position: fixed; inset: 0; width: 100%; height: 100%; border: 0; }
  #launch-screen { position: fixed; inset: 0; display: grid; place-items: center; background: #222; color: #fff; }
  #launch-screen[hidden] { display: none; }
  details { position: fixed; inset-block-end: 0; inset-inline-start: 0; font-size: 12px; background: #fffc; max-width: 100%; }
</style>
</head>
<body>
<iframe id="webview" title="app"></iframe>
<div id="launch-screen" data-testid="launch-screen" role="status">Launch screen (${config.platform} shell)</div>
<details id="shell-help"><summary>Fake shell</summary>
<p>Set the browser's user agent to end with:</p><code id="marks"></code></details>
<script>
(() => {
  const config = ${scriptJson(config)};
  document.getElementById("marks").textContent = config.marks;
  const frame = document.getElementById("webview");
  const launch = document.getElementById("launch-screen");
  const record = (call, args) =>
    fetch("/__dev/native-shell/calls", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ platform: config.platform, call, args: args ?? null }),
    }).catch(() => undefined);
  const receive = (message) => {
    const { id, call, args } = message || {};
    void record(String(call), args);
    if (config.throws.includes(call)) throw new Error("fake shell: " + call + " threw");
    if (call === "closeLaunchScreen") {
      launch.hidden = true;
      return;
    }
    const result = config.fail.includes(call)
      ? "Failure: " + call + " refused by the fake shell"
      : call === "downloadApp"
        ? "Success"
        : call === "appVersion"
          ? config.version
          : "Failure: " + call + " is not offered by this shell";
    setTimeout(() => frame.contentWindow?.WLBridgeResult?.(id, result), 0);
  };
  // A web view's bridge is there before the page's scripts run; a frame's window is new on every
  // load, so the bridge is put back as soon as a new document shows up.
  const install = () => {
    let w;
    try {
      w = frame.contentWindow;
      if (!w || w.location.href === "about:blank") return;
    } catch {
      return;
    }
    if (config.platform === "android") {
      if (!w.WLBridge) w.WLBridge = { postMessage: (json) => receive(JSON.parse(json)) };
    } else if (!w.webkit?.messageHandlers?.WLBridge) {
      w.webkit = { messageHandlers: { WLBridge: { postMessage: (message) => receive(message) } } };
    }
  };
  setInterval(install, 5);
  frame.addEventListener("load", install);
  frame.src = config.app;
})();
</script>
</body>
</html>
`;
}

function deviceFramePage(config: { deviceId: string; delayMs: number }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>device</title></head><body>
<script>
(() => {
  const config = ${scriptJson(config)};
  addEventListener("message", (event) => {
    if (!event.data || event.data.type !== "wl-device-id-request" || !event.source) return;
    fetch("/__dev/native-shell/calls", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ platform: null, call: "deviceIdRequest", args: { appDeviceId: event.data.deviceId ?? null, origin: event.origin } }),
    }).catch(() => undefined);
    const source = event.source;
    const origin = event.origin;
    setTimeout(() => source.postMessage({ type: "wl-device-id", deviceId: config.deviceId }, origin), config.delayMs);
  });
})();
</script>
</body></html>
`;
}

export const nativeShellControls: FastifyPluginAsync = async (app) => {
  const records: ShellRecord[] = [];

  app.get<{ Querystring: Record<string, string | undefined> }>(
    "/__dev/native-shell",
    async (request, reply) => {
      const platform = request.query.platform ?? "android";
      if (platform !== "android" && platform !== "ios") throw invalid("platform must be android or ios");
      const appPath = request.query.app ?? "/m/home";
      // The app of this host only: the shell's frame must be same-origin to take the bridge.
      if (!appPath.startsWith("/") || appPath.startsWith("//"))
        throw invalid("app must be a path on this host, e.g. /m/home");
      const version = request.query.version ?? FAKE_SHELL_VERSION;
      if (!VERSION.test(version)) throw invalid("version must be a dotted version, e.g. 2.4.39");
      const [hostname = "", port = ""] = request.host.split(":");
      const frame = `${deviceFrameOrigin(request.protocol, hostname, port)}/__dev/native-shell/device-frame?id=${FAKE_SHELL_DEVICE_ID}`;
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(
          shellPage({
            platform,
            app: appPath,
            fail: list(request.query.fail),
            throws: list(request.query.throw),
            marks: fakeShellUserAgentMarks(platform, frame),
            version,
          }),
        );
    },
  );

  app.get<{ Querystring: { id?: string; delayMs?: string } }>(
    "/__dev/native-shell/device-frame",
    async (request, reply) => {
      // Any id is handed over as given, so a test can offer a wrong one (the app must refuse it).
      const deviceId = request.query.id ?? FAKE_SHELL_DEVICE_ID;
      const delayMs = Number(request.query.delayMs ?? 0);
      if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS)
        throw invalid(`delayMs must be an integer from 0 to ${MAX_DELAY_MS}`);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(deviceFramePage({ deviceId, delayMs }));
    },
  );

  app.get("/__dev/native-shell/calls", async () => ok(records));

  app.post("/__dev/native-shell/calls", async (request) => {
    const body = readBody(request);
    if (typeof body.call !== "string" || body.call === "") throw invalid("call must be a non-empty string");
    const platform = typeof body.platform === "string" ? body.platform : null;
    const record: ShellRecord = { at: Date.now(), platform, call: body.call, args: body.args ?? null };
    records.push(record);
    if (records.length > MAX_RECORDS) records.splice(0, records.length - MAX_RECORDS);
    return ok(record);
  });

  app.delete("/__dev/native-shell/calls", async () => {
    records.splice(0);
    return ok(true);
  });
};
