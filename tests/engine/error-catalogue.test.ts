import { describe, expect, it } from "vitest";
import { GAME_LAUNCH_PATH } from "../../engine/api/paths";
import { TOAST_MS } from "../../engine/constants";
import { ApiError } from "../../engine/http/envelope";
import {
  CLEARS_REMEMBERED_LOGIN,
  decideFailure,
  loginFailureNotice,
  providerErrorLines,
  registrationFailureNotice,
  stripParenthetical,
} from "../../engine/http/error-catalogue";

const http = (status: number, errorCode?: string, serverMessage?: string) =>
  new ApiError({ kind: "http", path: "/wps/x", status, errorCode, serverMessage });
const on = { alert: true, pageProtocol: "https:" };

describe("error catalogue (spec section 8)", () => {
  it("HTTP 401: logout, and the notice's button leads to /m/login", () => {
    expect(decideFailure(http(401, "login.not.session"), on)).toEqual({
      kind: "logout",
      notice: { message: { id: "please_login" } },
      thenLogin: true,
    });
  });

  it.each(["CUSTOMER_NOT_LOGIN", "customer.not.login", "user.or.token.invalid", "login.not.session"])(
    "%s: logout with the 'please login' notice",
    (code) => {
      expect(decideFailure(http(400, code), on)).toMatchObject({ kind: "logout", thenLogin: false });
    },
  );

  it("HTTP 502 is rejected quietly", () => {
    expect(decideFailure(http(502), on)).toEqual({ kind: "silent" });
  });

  it.each(["TOO_MANY_REQUESTS", "TOO_MANY_REQUEST_SMS"])("%s is silent", (code) => {
    expect(decideFailure(http(429, code, "slow down"), on)).toEqual({ kind: "silent" });
  });

  it("a call made with alert false is rejected silently", () => {
    expect(decideFailure(http(400, "x", "boom"), { ...on, alert: false })).toEqual({ kind: "silent" });
  });

  it("other failures: a notice with the server's message", () => {
    expect(decideFailure(http(400, "x", "Balance too low"), on)).toEqual({
      kind: "notice",
      notice: { message: { raw: "Balance too low" } },
    });
  });

  it("other failures without a message: 'unknown error'", () => {
    expect(decideFailure(http(500), on)).toEqual({
      kind: "notice",
      notice: { message: { id: "unknown_error" } },
    });
  });

  it("a game launch that times out asks to retry", () => {
    const timeout = new ApiError({ kind: "timeout", path: GAME_LAUNCH_PATH });
    expect(decideFailure(timeout, on)).toEqual({
      kind: "notice",
      notice: { message: { id: "timeout_retry_please" } },
    });
  });

  it("offline on https: the network_offline toast for 1.5 s, Chinese fallback", () => {
    const offline = new ApiError({ kind: "network", path: "/wps/x" });
    expect(decideFailure(offline, on)).toEqual({
      kind: "toast",
      text: { id: "network_offline", fallback: "网络已断开，请检查网络连接" },
      ms: TOAST_MS,
    });
    expect(TOAST_MS).toBe(1500);
  });

  it("an encryption failure shows its own message", () => {
    const failed = new ApiError({
      kind: "malformed",
      path: "/wps/session/login",
      serverMessage: "NO RSA KEY",
    });
    expect(decideFailure(failed, on)).toEqual({ kind: "notice", notice: { message: { raw: "NO RSA KEY" } } });
  });

  it("registration failure: server message, else the error's own, else unknown_error", () => {
    expect(registrationFailureNotice(http(400, "user.exists", "Taken"))).toEqual({
      message: { raw: "Taken" },
    });
    expect(registrationFailureNotice(new ApiError({ kind: "network", path: "/r" })).message).toEqual({
      raw: "network failure on /r",
    });
    expect(registrationFailureNotice(http(400))).toEqual({ message: { id: "unknown_error" } });
  });

  it("login error: the message in an alert titled notice", () => {
    expect(loginFailureNotice(http(400, "login.cred.err", "Wrong password"))).toEqual({
      title: { id: "notice" },
      message: { raw: "Wrong password" },
    });
  });

  it("login.cred.err and not.exists.user clear the remembered login", () => {
    expect([...CLEARS_REMEMBERED_LOGIN].sort()).toEqual(["login.cred.err", "not.exists.user"]);
  });

  it("bind_customer_required: the parenthetical is stripped from the message", () => {
    expect(stripParenthetical("Please bind an account (code 1001)")).toBe("Please bind an account");
    expect(stripParenthetical("请绑定账号（1001）")).toBe("请绑定账号");
  });

  it("provider errors: translated text, then Code: and Reason: lines", () => {
    expect(providerErrorLines("Code expired", "auth/code-expired", "too late")).toEqual([
      "Code expired",
      "Code: auth/code-expired",
      "Reason: too late",
    ]);
  });
});
