/**
 * The back office's gw, SMS provider and push settings as the status call answers them, seeded
 * from the merchant file, and the dev control an operator's change goes through
 * (server/dev/back-office-controls.ts).
 */
import { afterEach, describe, expect, it } from "vitest";
import { seededServerForFile } from "./harness";

const server = seededServerForFile({ mode: "test" });
const as = (merchant: string) => ({ headers: { merchant } });
const status = async (merchant: string) => (await server.call("/wps/system/status", as(merchant))).json.value;

afterEach(async () => {
  for (const merchant of ["brisa", "royal"])
    await server.call("/__dev/back-office", {
      body: { merchant, gw: null, smsProvider: null, pushSettings: null },
    });
});

describe("back-office settings in the status call", () => {
  it("start from the merchant file: profile icons, the SMS provider's flag and firebase keys, the push settings", async () => {
    const brisa = await status("brisa");
    expect(brisa.gw).toMatchObject({ PROFILE_ICON_COUNT: 9 });
    expect(brisa.smsProvider).toEqual({
      flag: true,
      apiKey: "demo-brisa-api-key",
      appId: "1:100000000002:web:demobrisapush",
      authDomain: "demo-brisa.firebaseapp.com",
      projectId: "demo-brisa",
      messagingSenderId: "100000000002",
    });
    expect(brisa.pushSettings).toMatchObject({ apiKey: "demo-brisa-api-key", vapidKey: expect.any(String) });
    // royal sends its codes through the platform: the provider is off.
    expect((await status("royal")).smsProvider.flag).toBe(false);
  });

  it("POST /__dev/back-office lays fields over one merchant's blocks until null gives the file back", async () => {
    const reply = await server.call("/__dev/back-office", {
      body: {
        merchant: "royal",
        gw: { PROFILE_ICON_COUNT: 4 },
        smsProvider: { flag: true },
        pushSettings: { googleWebClientId: "123-abc.apps.googleusercontent.com" },
      },
    });
    expect(reply.status).toBe(200);
    const royal = await status("royal");
    expect(royal.gw).toMatchObject({ PROFILE_ICON_COUNT: 4, GEETEST_ID: "royal-demo-captcha" });
    expect(royal.smsProvider).toMatchObject({ flag: true, apiKey: "demo-royal-api-key" });
    expect(royal.pushSettings.googleWebClientId).toBe("123-abc.apps.googleusercontent.com");
    expect((await status("brisa")).gw.PROFILE_ICON_COUNT).toBe(9);

    await server.call("/__dev/back-office", { body: { merchant: "royal", gw: null } });
    expect((await status("royal")).gw.PROFILE_ICON_COUNT).toBe(9);
    expect((await status("royal")).smsProvider.flag).toBe(true);
  });

  it("reset forgets the changes", async () => {
    await server.call("/__dev/back-office", { body: { merchant: "royal", gw: { PROFILE_ICON_COUNT: 2 } } });
    await server.call("/__dev/reset", { body: {} });
    expect((await status("royal")).gw.PROFILE_ICON_COUNT).toBe(9);
  });

  it.each([
    [{ merchant: "nope", gw: {} }],
    [{ merchant: "royal", gw: 3 }],
    [{ merchant: "royal", smsProvider: [] }],
    [{ merchant: "royal", firebase: {} }],
  ])("refuses %j, changing nothing", async (body) => {
    const reply = await server.call("/__dev/back-office", {
      body: { ...body, pushSettings: { appId: "x" } },
    });
    expect(reply.status).toBe(400);
    expect((await status("royal")).pushSettings.appId).not.toBe("x");
  });
});
