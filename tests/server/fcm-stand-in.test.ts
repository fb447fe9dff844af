/**
 * The firebase messaging stand-in (FCM's servers are outside this machine): in development and
 * test mode the reference server serves server/dev/firebase-messaging-stand-in.js in place of the app's
 * messaging chunk, found through the build's Vite manifest; in production the real chunk.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db";
import { MESSAGING_SDK_MODULE } from "../../server/dev/fcm-stand-in";
import { type RunningServer, startServer } from "./harness";

const noDatabase = {} as Database;
const CHUNK = "assets/messaging-sdk-Ab12Cd.js";
let dist: string;
let testServer: RunningServer;
let productionServer: RunningServer;

function write(path: string, content: string) {
  const file = join(dist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "wl-dist-fcm-"));
  write(
    ".app/.vite/manifest.json",
    JSON.stringify({ [MESSAGING_SDK_MODULE]: { file: CHUNK, isDynamicEntry: true } }),
  );
  write(`royal/m/${CHUNK}`, "export const real = true;");
  write("royal/m/assets/index-1.js", "console.log('app')");
  write("royal/m/index.html", "<!doctype html><title>royal</title>");
  testServer = await startServer({ db: noDatabase, distDir: dist, defaultMerchant: "royal" });
  productionServer = await startServer({
    db: noDatabase,
    distDir: dist,
    defaultMerchant: "royal",
    mode: "production",
  });
});

afterAll(async () => {
  await testServer?.close();
  await productionServer?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the messaging chunk", () => {
  it("is the stand-in in test mode, with firebase's surface", async () => {
    const reply = await testServer.call(`/m/${CHUNK}`);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/javascript/);
    expect(reply.headers["cache-control"]).toBe("no-cache");
    for (const name of ["initializeApp", "getApps", "getMessaging", "isSupported", "getToken"])
      expect(reply.text).toMatch(new RegExp(`export (async )?function ${name}\\(`));
  });

  it("is the real chunk in production; other files are never replaced", async () => {
    expect((await productionServer.call(`/m/${CHUNK}`)).text).toBe("export const real = true;");
    expect((await testServer.call("/m/assets/index-1.js")).text).toBe("console.log('app')");
  });
});

describe("the stand-in's getToken", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const stubBrowser = (permission: string, answer = permission) => {
    const store = new Map<string, string>();
    const notification = {
      permission,
      requestPermission: vi.fn(async () => {
        notification.permission = answer;
        return answer;
      }),
    };
    vi.stubGlobal("Notification", notification);
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
    return notification;
  };

  const options = { apiKey: "k", projectId: "demo", appId: "1:1:web:1", messagingSenderId: "1" };

  it("asks when not asked yet, then gives the same token for this device until deleted", async () => {
    const sdk = await import("../../server/dev/firebase-messaging-stand-in.js");
    const notification = stubBrowser("default", "granted");
    const messaging = sdk.getMessaging(sdk.initializeApp(options, "granted"));
    const token = await sdk.getToken(messaging, { vapidKey: "BKey" });
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(token).toMatch(/^stand-in-/);
    expect(await sdk.getToken(messaging, { vapidKey: "BKey" })).toBe(token);
    await sdk.deleteToken(messaging);
    expect(await sdk.getToken(messaging, { vapidKey: "BKey" })).not.toBe(token);
  });

  it("fails as firebase does when notifications are blocked or the app lacks a value", async () => {
    const sdk = await import("../../server/dev/firebase-messaging-stand-in.js");
    stubBrowser("denied");
    await expect(sdk.getToken(sdk.getMessaging(sdk.initializeApp(options, "blocked")))).rejects.toMatchObject(
      {
        code: "messaging/permission-blocked",
      },
    );
    stubBrowser("granted");
    const partial = sdk.getMessaging(sdk.initializeApp({ ...options, appId: "" }, "partial"));
    await expect(sdk.getToken(partial)).rejects.toMatchObject({
      code: "messaging/missing-app-config-values",
    });
  });
});
