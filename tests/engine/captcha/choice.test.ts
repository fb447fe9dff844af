import { describe, expect, it } from "vitest";
import { type CaptchaInputs, chooseCaptcha } from "../../../engine/captcha/choice";

const base: CaptchaInputs = {
  purpose: "login",
  features: {},
  geetest: { id: "cid", version: "v3" },
  registerCaptchaEnabled: false,
  imageCaptchaRequested: false,
};
const choose = (change: Partial<CaptchaInputs>) => chooseCaptcha({ ...base, ...change });

describe("which captcha a form uses", () => {
  it("uses none when nothing is switched on", () => {
    expect(choose({}).kind).toBeNull();
    expect(choose({ purpose: "register" }).kind).toBeNull();
    expect(choose({ purpose: "sms" }).kind).toBeNull();
  });

  it("uses the slider on login and registration when GEETEST3 is on", () => {
    expect(choose({ features: { GEETEST3: true } })).toEqual({
      kind: "geetest",
      version: "v3",
      captchaId: "cid",
      trial: false,
    });
    expect(choose({ purpose: "register", features: { GEETEST3: true } }).kind).toBe("geetest");
  });

  it("keeps the login and form switches apart", () => {
    const loginOff = { features: { GEETEST3: true }, geetest: { id: "cid", login: false } };
    expect(choose(loginOff).kind).toBeNull();
    expect(choose({ ...loginOff, purpose: "register" }).kind).toBe("geetest");
    const formsOff = { features: { GEETEST3: true }, geetest: { id: "cid", forms: false } };
    expect(choose(formsOff).kind).toBe("geetest");
    expect(choose({ ...formsOff, purpose: "register" }).kind).toBeNull();
  });

  it("puts the slider on trial with GEETESTTEST3, alone or beside GEETEST3, where GEETEST3 would show it", () => {
    expect(choose({ features: { GEETESTTEST3: true } })).toEqual({
      kind: "geetest",
      version: "v3",
      captchaId: "cid",
      trial: true,
    });
    expect(choose({ features: { GEETEST3: true, GEETESTTEST3: true } })).toMatchObject({ trial: true });
    expect(
      choose({ features: { GEETESTTEST3: true }, geetest: { id: "cid", login: false } }).kind,
    ).toBeNull();
    // On SMS it changes nothing but the trial: GEETESTVCODE3 still decides whether there is a slider.
    const v4 = { id: "cid", version: "v4" } as const;
    expect(choose({ purpose: "sms", features: { GEETESTTEST3: true }, geetest: v4 }).kind).toBeNull();
    expect(
      choose({ purpose: "sms", features: { GEETESTVCODE3: true, GEETESTTEST3: true }, geetest: v4 }),
    ).toMatchObject({ kind: "geetest", trial: true });
  });

  it("on trial, a slider that cannot work is no slider rather than a form stopped by it", () => {
    expect(choose({ features: { GEETESTTEST3: true }, geetest: { version: "v4" } })).toEqual({ kind: null });
    expect(choose({ purpose: "sms", features: { GEETESTVCODE3: true, GEETESTTEST3: true } })).toEqual({
      kind: null,
    });
    expect(choose({ features: { GEETEST3: true }, geetest: { version: "v4" } }).kind).toBe("unavailable");
  });

  it("falls back to the image captcha when the slider is off", () => {
    expect(choose({ imageCaptchaRequested: true }).kind).toBe("image");
    expect(choose({ purpose: "register", registerCaptchaEnabled: true }).kind).toBe("image");
    // Registration's switch does not put a picture on the login form, nor the other way round.
    expect(choose({ registerCaptchaEnabled: true }).kind).toBeNull();
    expect(choose({ purpose: "register", imageCaptchaRequested: true }).kind).toBeNull();
  });

  it("prefers the slider over the image captcha when both apply", () => {
    expect(choose({ features: { GEETEST3: true }, imageCaptchaRequested: true }).kind).toBe("geetest");
  });

  it("puts the slider on SMS only with GEETESTVCODE3 and version v4", () => {
    expect(
      choose({ purpose: "sms", features: { GEETESTVCODE3: true }, geetest: { id: "cid", version: "v4" } }),
    ).toEqual({ kind: "geetest", version: "v4", captchaId: "cid", trial: false });
    expect(choose({ purpose: "sms", features: { GEETESTVCODE3: true } })).toEqual({
      kind: "unavailable",
      messageId: "geetest_service_not_work",
    });
    expect(
      choose({ purpose: "sms", features: { GEETEST3: true }, geetest: { version: "v4", id: "x" } }).kind,
    ).toBeNull();
  });

  it("cannot start a v4 slider without its captcha id", () => {
    expect(choose({ features: { GEETEST3: true }, geetest: { version: "v4" } }).kind).toBe("unavailable");
    // v3 takes its keys from the backend instead.
    expect(choose({ features: { GEETEST3: true }, geetest: undefined }).kind).toBe("geetest");
  });
});
