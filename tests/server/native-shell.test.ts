/**
 * The mini-game script route (every mode) and the fake native shell's development routes
 * (server/routes/mini-game.ts, server/dev/native-shell-controls.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_SHELL_DEVICE_ID } from "../../server/dev/native-shell-controls";
import { openTestDatabase, type RunningServer, startServer } from "./harness";

let test: RunningServer;
let production: RunningServer;
beforeAll(async () => {
  const db = await openTestDatabase();
  test = await startServer({ db, mode: "test" });
  production = await startServer({ db, mode: "production" });
});
afterAll(async () => {
  await test.close();
  await production.close();
  await test.db.close();
});

describe("the mini-game script", () => {
  it.each(["v1", "s1"])("%s is served in production too, with any cache-busting query", async (variant) => {
    const reply = await production.call(`/mini-game/${variant}/mini-game.js?t=1700000000000`);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toContain("text/javascript");
    expect(reply.text).toContain(`const variant = "${variant}"`);
    expect(reply.text).toContain("window.WLMiniGame");
  });

  it("an unknown variant is a 404, not the app's page", async () => {
    const reply = await production.call("/mini-game/v9/mini-game.js?t=1");
    expect(reply.status).toBe(404);
    expect(reply.text).toContain("v1, s1");
  });
});

describe("the fake native shell (development and test only)", () => {
  it.each(["android", "ios"])("the %s shell page frames the app and names its marks", async (platform) => {
    const reply = await test.call(`/__dev/native-shell?platform=${platform}&fail=downloadApp`, {
      headers: { host: "sunrise.localhost:4203" },
    });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('data-testid="launch-screen"');
    expect(reply.text).toContain(`WLApp/${platform}/`);
    // The device frame is on another origin than the app's.
    expect(reply.text).toContain(
      `WLDeviceFrame/http://127.0.0.1:4203/__dev/native-shell/device-frame?id=${FAKE_SHELL_DEVICE_ID}`,
    );
    expect(reply.text).toContain('"fail":["downloadApp"]');
  });

  it("answers appVersion with 2.0.0, or the version its query gives", async () => {
    const plain = await test.call("/__dev/native-shell?platform=android");
    expect(plain.text).toContain('"version":"2.0.0"');
    expect(plain.text).toContain("WLBridge/appVersion,");
    const asked = await test.call("/__dev/native-shell?platform=android&version=2.4.39");
    expect(asked.text).toContain('"version":"2.4.39"');
  });

  it.each([
    { query: "platform=windows", says: "platform" },
    { query: "app=https://evil.example/", says: "app" },
    { query: "app=//evil.example/", says: "app" },
    { query: "version=latest", says: "version" },
  ])("refuses $query", async ({ query, says }) => {
    const reply = await test.call(`/__dev/native-shell?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.json.message).toContain(says);
  });

  it("keeps no script-breaking text from the query in the page", async () => {
    const reply = await test.call("/__dev/native-shell?fail=%3C/script%3E%3Cscript%3Ealert(1)");
    expect(reply.text).not.toContain("</script><script>alert(1)");
  });

  it("the device frame hands over the id it is given, after the delay asked", async () => {
    const reply = await test.call("/__dev/native-shell/device-frame?id=short&delayMs=500");
    expect(reply.text).toContain('"deviceId":"short"');
    expect(reply.text).toContain('"delayMs":500');
    expect((await test.call("/__dev/native-shell/device-frame?delayMs=-1")).status).toBe(400);
  });

  it("records calls, answers them and forgets them", async () => {
    await test.call("/__dev/native-shell/calls", { method: "DELETE" });
    const made = await test.call("/__dev/native-shell/calls", {
      body: { platform: "android", call: "closeLaunchScreen" },
    });
    expect(made.json.value).toMatchObject({ platform: "android", call: "closeLaunchScreen", args: null });
    expect((await test.call("/__dev/native-shell/calls", { body: { platform: "ios" } })).status).toBe(400);
    const calls = (await test.call("/__dev/native-shell/calls")).json.value;
    expect(calls.map((c: { call: string }) => c.call)).toEqual(["closeLaunchScreen"]);
    await test.call("/__dev/native-shell/calls", { method: "DELETE" });
    expect((await test.call("/__dev/native-shell/calls")).json.value).toEqual([]);
  });

  it("does not exist in production", async () => {
    for (const path of [
      "/__dev/native-shell",
      "/__dev/native-shell/device-frame",
      "/__dev/native-shell/calls",
    ])
      expect((await production.call(path)).status).toBe(404);
  });
});
