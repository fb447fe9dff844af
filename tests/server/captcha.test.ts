/** The captchas over real HTTP: the stand-in scripts, the image captcha, and what login and registration demand. */
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openSeededDatabase, type RunningServer, startServer } from "./harness";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ db: await openSeededDatabase() });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await server?.db.close();
});
afterEach(async () => {
  // Switch everything back without re-seeding: the members stay, the captcha state goes.
  for (const merchant of ["royal", "sunrise"]) {
    await server.call("/__dev/state", {
      body: { merchant, whitelabel: { GEETEST3: false, GEETESTTEST3: false }, registerCaptcha: false },
    });
  }
  await server.call("/__dev/geetest", { body: { scriptDelayMs: 0, scriptFails: false, neverReady: false } });
});

const status = async (merchant = "royal") =>
  (await server.call("/wps/system/status", { headers: { merchant } })).json.value;

function login(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return server.secure("/wps/session/login", { headers: { merchant: "royal", ...headers }, body });
}

function register(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return server.secure("/wps/member/register", {
    method: "PUT",
    headers: { merchant: "royal", moduleid: "REG3", ...headers },
    body: { password: "Secret123", login: false, ...body },
  });
}

/** A picture from the captcha call and the cookie it came with. */
async function imageCaptcha(cookie?: string) {
  const reply = await server.call(`/wps/captcha/image?t=${Date.now()}`, {
    headers: { merchant: "royal", ...(cookie ? { cookie } : {}) },
  });
  const set = String(reply.headers["set-cookie"] ?? "").split(";")[0] ?? "";
  const jar = cookie ?? set;
  const last = await server.call("/__dev/captcha/last", { headers: { cookie: jar } });
  return { reply, cookie: jar, code: last.json.value.code as string };
}

const uniqueName = () => `cap${Math.random().toString(36).slice(2, 10)}`;

describe("the geetest stand-in scripts", () => {
  it("serves a v3 script defining initGeetest and a v4 script defining initGeetest4", async () => {
    const v3 = await server.call("/__dev/geetest/gt.js");
    expect(v3.status).toBe(200);
    expect(v3.headers["content-type"]).toContain("javascript");
    expect(v3.text).toContain('"version":"v3"');
    expect(v3.text).toContain("global.initGeetest = init");
    const v4 = await server.call("/__dev/geetest/gt4.js");
    expect(v4.text).toContain('"version":"v4"');
  });

  it("can be made to fail or never become ready, to test the client's 60204 and 60205", async () => {
    await server.call("/__dev/geetest", { body: { scriptFails: true } });
    expect((await server.call("/__dev/geetest/gt4.js")).status).toBe(503);
    await server.call("/__dev/geetest", { body: { scriptFails: false, neverReady: true } });
    expect((await server.call("/__dev/geetest/gt4.js")).text).toContain('"neverReady":true');
    const bad = await server.call("/__dev/geetest", { body: { scriptDelayMs: -1 } });
    expect(bad.status).toBe(400);
  });

  it("does not exist in production", async () => {
    const production = await startServer({ db: server.db, mode: "production" });
    try {
      for (const path of ["/__dev/geetest/gt.js", "/__dev/geetest/gt4.js", "/__dev/captcha/last"]) {
        expect((await production.call(path)).status).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe("the plain image captcha", () => {
  it("answers a PNG of a 4-digit code, tied to a cookie, never cached", async () => {
    const { reply, cookie, code } = await imageCaptcha();
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(cookie).toMatch(/^wl_captcha=[0-9a-f]{32}$/);
    expect(code).toMatch(/^\d{4}$/);
    const png = Buffer.from(reply.json.value, "base64");
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 120, height: 44 });
  });

  it("keeps the cookie and replaces the answer with each new picture", async () => {
    const first = await imageCaptcha();
    const second = await imageCaptcha(first.cookie);
    expect(second.reply.headers["set-cookie"]).toBeUndefined();
    expect(second.cookie).toBe(first.cookie);
  });
});

describe("POST /__dev/state: live whitelabel flags and the registration captcha", () => {
  it("lays flags over the merchant file in the status call, for that merchant only, until reset", async () => {
    const set = await server.call("/__dev/state", {
      body: { merchant: "royal", whitelabel: { GEETEST3: true }, registerCaptcha: true },
    });
    expect(set.json.value).toMatchObject({ whitelabel: { GEETEST3: true }, registerCaptcha: true });
    const royal = await status("royal");
    expect(royal.whitelabel.GEETEST3).toBe(true);
    expect(royal.register).toEqual({ captcha: { enabled: true } });
    expect(royal.gw).toMatchObject({ GEETEST_VERSION: "v3" });
    expect((await status("sunrise")).whitelabel.GEETEST3 ?? false).toBe(false);
  });

  it("refuses flags that are not booleans", async () => {
    const bad = await server.call("/__dev/state", {
      body: { merchant: "royal", whitelabel: { GEETEST3: "on" } },
    });
    expect(bad.status).toBe(400);
    expect((await status("royal")).whitelabel.GEETEST3 ?? false).toBe(false);
  });
});

describe("login with GEETEST3 on", () => {
  const demo = { type: "username", username: "demo", password: "Demo@1234", loginDeviceId: "d".repeat(36) };

  it("logs in without a captcha while the switch is off (the seeded default)", async () => {
    expect((await login(demo)).status).toBe(200);
  });

  it("refuses a login without a slider pass, and takes a v3 pass once", async () => {
    await server.call("/__dev/state", { body: { merchant: "royal", whitelabel: { GEETEST3: true } } });
    const bare = await login(demo);
    expect(bare.status).toBe(400);
    expect(bare.json.errorCode).toBe("geetest.err");

    const registration = await server.call(`/wps/captcha/geetest?t=${Date.now()}`, {
      headers: { merchant: "royal" },
    });
    const challenge = registration.json.value.challenge;
    const pass = (await server.call(`/__dev/geetest/validate?version=v3&challenge=${challenge}`)).json.value;
    expect(pass.geetest_seccode).toBe(`${pass.geetest_validate}|jordan`);
    const fields = { geetestChallenge: pass.geetest_challenge, geetestSeccode: pass.geetest_seccode };
    expect((await login({ ...demo, ...fields })).status).toBe(200);
    expect((await login({ ...demo, ...fields })).json.errorCode).toBe("geetest.err");
    // A forged seccode for a real challenge is no pass either.
    expect((await login({ ...demo, geetestChallenge: challenge, geetestSeccode: "x|jordan" })).status).toBe(
      400,
    );
  });

  it("takes a v4 result sent as geetestValidateV4", async () => {
    await server.call("/__dev/state", { body: { merchant: "royal", whitelabel: { GEETEST3: true } } });
    const pass = (await server.call("/__dev/geetest/validate?version=v4&captchaId=royal-demo")).json.value;
    expect((await login({ ...demo, geetestValidateV4: JSON.stringify(pass) })).status).toBe(200);
    const forged = { ...pass, pass_token: "0".repeat(32) };
    const again = await server.call("/__dev/geetest/validate?version=v4&captchaId=royal-demo");
    expect(
      (
        await login({
          ...demo,
          geetestValidateV4: JSON.stringify({ ...forged, lot_number: again.json.value.lot_number }),
        })
      ).json.errorCode,
    ).toBe("geetest.err");
  });

  it("guards registration too", async () => {
    await server.call("/__dev/state", { body: { merchant: "royal", whitelabel: { GEETEST3: true } } });
    const refused = await register({ username: uniqueName() });
    expect(refused.json.errorCode).toBe("geetest.err");
    const pass = (await server.call("/__dev/geetest/validate?version=v4&captchaId=royal-demo")).json.value;
    const done = await register({ username: uniqueName(), geetestValidateV4: JSON.stringify(pass) });
    expect(done.status).toBe(200);
  });
});

describe("Geetest on trial (GEETESTTEST3)", () => {
  const demo = { type: "username", username: "demo", password: "Demo@1234", loginDeviceId: "d".repeat(36) };

  it("lets a login and a registration through without the slider, as the client sends them when the provider failed", async () => {
    await server.call("/__dev/state", { body: { merchant: "royal", whitelabel: { GEETESTTEST3: true } } });
    expect((await login(demo)).status).toBe(200);
    expect((await register({ username: uniqueName() })).status).toBe(200);
    // With GEETEST3 on as well, the trial still decides: the operator asked for test mode.
    await server.call("/__dev/state", { body: { merchant: "royal", whitelabel: { GEETEST3: true } } });
    expect((await login(demo)).status).toBe(200);
  });

  it("still checks the slider's fields when they are sent", async () => {
    await server.call("/__dev/state", { body: { merchant: "royal", whitelabel: { GEETESTTEST3: true } } });
    const pass = (await server.call("/__dev/geetest/validate?version=v4&captchaId=royal-demo")).json.value;
    expect((await login({ ...demo, geetestValidateV4: JSON.stringify(pass) })).status).toBe(200);
    expect((await login({ ...demo, geetestValidateV4: JSON.stringify(pass) })).json.errorCode).toBe(
      "geetest.err",
    );
    expect((await login({ ...demo, geetestChallenge: "c", geetestSeccode: "x|jordan" })).json.errorCode).toBe(
      "geetest.err",
    );
  });
});

describe("the image captcha on registration and after failed logins", () => {
  it("asks registration for the picture's code when register.captcha.enabled is on", async () => {
    expect((await register({ username: uniqueName() })).status).toBe(200);
    await server.call("/__dev/state", { body: { merchant: "royal", registerCaptcha: true } });
    const missing = await register({ username: uniqueName() });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ errorCode: "captcha.err", value: { captcha: true } });

    const picture = await imageCaptcha();
    const wrong = String((Number(picture.code) + 1) % 10_000).padStart(4, "0");
    expect(
      (await register({ username: uniqueName(), captcha: wrong }, { cookie: picture.cookie })).status,
    ).toBe(400);
    // A wrong guess used the picture up: even the right code needs a new one now.
    expect(
      (await register({ username: uniqueName(), captcha: picture.code }, { cookie: picture.cookie })).status,
    ).toBe(400);

    const next = await imageCaptcha(picture.cookie);
    const done = await register({ username: uniqueName(), captcha: next.code }, { cookie: next.cookie });
    expect(done.status).toBe(200);
  });

  it("after five wrong passwords for a name answers captcha: true, then wants the picture's code", async () => {
    const agent = { type: "username", username: "agent2", loginDeviceId: "d".repeat(36) };
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await login({ ...agent, password: "nope1234" });
      expect(wrong.json.errorCode).toBe("login.cred.err");
      expect(wrong.json.value).toBeNull();
    }
    const fifth = await login({ ...agent, password: "nope1234" });
    expect(fifth.json).toMatchObject({ errorCode: "login.cred.err", value: { captcha: true } });

    const withoutCode = await login({ ...agent, password: "Agent@1234" });
    expect(withoutCode.json).toMatchObject({ errorCode: "captcha.err", value: { captcha: true } });

    const picture = await imageCaptcha();
    const done = await login(
      { ...agent, password: "Agent@1234", captcha: picture.code },
      { cookie: picture.cookie },
    );
    expect(done.status).toBe(200);
    // A good login clears the count.
    expect((await login({ ...agent, password: "Agent@1234" })).status).toBe(200);
  });
});
