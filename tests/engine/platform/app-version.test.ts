/**
 * The native shell's version for the app-upgrade modal: the bridge's answer first, else the
 * merchant's user-agent pattern; the reference shell's `WLApp/<os>/<version>` mark counts only
 * where a merchant's pattern names it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_VERSION_ANSWER_MS } from "../../../engine/constants";
import {
  APP_VERSION_CALL,
  nativeAppVersion,
  versionFromUserAgent,
} from "../../../engine/platform/app-version";
import { readEnvironment } from "../../../engine/platform/environment";

const REFERENCE_SHELL_UA = "Mozilla/5.0 (Linux; Android 14) WLApp/android/2.0.0";
const OWN_SHELL_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) CasinoRoyal/2.3.1 (build 77) WLApp/ios";
const OWN_PATTERN = "CasinoRoyal/(\\d+(?:\\.\\d+)*)";

afterEach(() => vi.restoreAllMocks());

describe("the version in the user agent, by the merchant's pattern", () => {
  it("is the pattern's first capture group", () => {
    expect(versionFromUserAgent(OWN_SHELL_UA, OWN_PATTERN)).toBe("2.3.1");
  });

  it("is nothing without a pattern, even in the reference shell's WLApp/<os>/<version>", () => {
    expect(versionFromUserAgent(REFERENCE_SHELL_UA, undefined)).toBeNull();
  });

  it("is nothing when the pattern does not match", () => {
    expect(versionFromUserAgent(REFERENCE_SHELL_UA, OWN_PATTERN)).toBeNull();
  });

  it("is nothing, with a warning, when the pattern is no regular expression", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(versionFromUserAgent(OWN_SHELL_UA, "CasinoRoyal/(\\d+")).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("nativeApp.versionPattern"));
  });
});

describe("the native shell's version", () => {
  const shell = (userAgent: string) => readEnvironment(userAgent);

  it("is asked of the bridge when the shell lists the call", async () => {
    const ask = vi.fn().mockResolvedValue(" 2.4.1 ");
    const environment = shell(`${OWN_SHELL_UA} WLBridge/downloadApp,${APP_VERSION_CALL}`);
    await expect(
      nativeAppVersion({ environment, userAgent: OWN_SHELL_UA, pattern: OWN_PATTERN, ask }),
    ).resolves.toBe("2.4.1");
    expect(ask).toHaveBeenCalledWith(APP_VERSION_CALL);
  });

  it("falls back to the pattern when the bridge refuses or throws, and is not asked when not listed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const listed = shell(`${OWN_SHELL_UA} WLBridge/${APP_VERSION_CALL}`);
    const input = { environment: listed, userAgent: OWN_SHELL_UA, pattern: OWN_PATTERN };
    await expect(nativeAppVersion({ ...input, ask: async () => "Failure: no" })).resolves.toBe("2.3.1");
    await expect(nativeAppVersion({ ...input, ask: () => Promise.reject(new Error("gone")) })).resolves.toBe(
      "2.3.1",
    );
    const ask = vi.fn();
    await expect(nativeAppVersion({ ...input, environment: shell(OWN_SHELL_UA), ask })).resolves.toBe(
      "2.3.1",
    );
    expect(ask).not.toHaveBeenCalled();
  });

  it("reads the pattern when the shell lists the call but stays silent, not waiting for ever", async () => {
    vi.useFakeTimers();
    try {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const environment = shell(`${OWN_SHELL_UA} WLBridge/${APP_VERSION_CALL}`);
      const version = nativeAppVersion({
        environment,
        userAgent: OWN_SHELL_UA,
        pattern: OWN_PATTERN,
        ask: () => new Promise<string>(() => {}),
      });
      let settled: string | null | undefined;
      void version.then((value) => {
        settled = value;
      });
      await vi.advanceTimersByTimeAsync(APP_VERSION_ANSWER_MS - 1);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe("2.3.1");
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("no answer"));
    } finally {
      vi.useRealTimers();
    }
  });

  it("is nothing for the reference shell's mark alone, and outside a shell", async () => {
    const ask = vi.fn();
    await expect(
      nativeAppVersion({
        environment: shell(REFERENCE_SHELL_UA),
        userAgent: REFERENCE_SHELL_UA,
        pattern: undefined,
        ask,
      }),
    ).resolves.toBeNull();
    await expect(
      nativeAppVersion({
        environment: shell("Mozilla/5.0 (iPhone)"),
        userAgent: "CasinoRoyal/1.0",
        pattern: OWN_PATTERN,
        ask,
      }),
    ).resolves.toBeNull();
  });
});
