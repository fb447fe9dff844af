import { describe, expect, it } from "vitest";
import {
  POPUP_SHOW_DELAY_MS,
  PROMPT_AFTER_DEPOSIT_MS,
  PROMPT_AFTER_LOGIN_MS,
  PROMPT_AFTER_REGISTER_MS,
} from "../../../engine/constants";
import {
  domainAllowed,
  domainCheck,
  type InstallContext,
  installOffered,
  iosMajorVersion,
  onInstallHomePath,
} from "../../../engine/engagement/rules/install-eligibility";
import {
  closedCount,
  dismissCount,
  INSTALL_KEYS,
  isInstalled,
  recordDismissal,
  recordInstalled,
  sessionFlag,
  takeFirstOpen,
} from "../../../engine/engagement/rules/install-flags";
import {
  countSetting,
  type InstallSettings,
  installLayout,
  installTheme,
  mergeInstallSettings,
  readInstallSettings,
  safeImageUrl,
} from "../../../engine/engagement/rules/install-settings";
import {
  daysRegistered,
  inGameDelayMs,
  pageTrigger,
  progressTriggers,
  promptDecision,
  triggerDelayMs,
  triggerPlace,
} from "../../../engine/engagement/rules/install-triggers";
import { memoryStorage } from "../../../engine/platform/storage";

const on = (value?: string | number | null) => ({ enabled: true, value: value ?? null });
const off = (value?: string | number | null) => ({ enabled: false, value: value ?? null });
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 26);

describe("install-prompt domain check (spec §5: 1 all, 2 all but listed, 3 only listed)", () => {
  it.each([
    [1, [], "m.brand.com", true],
    [1, ["brand.com"], "m.brand.com", true],
    [2, ["brand.com"], "m.brand.com", false],
    [2, ["brand.com"], "BRAND.com:8080", false],
    [2, ["other.com"], "m.brand.com", true],
    [2, [], "m.brand.com", true],
    [3, ["brand.com"], "m.brand.com", true],
    [3, ["brand.com"], "notbrand.com", false],
    [3, [], "m.brand.com", false],
  ] as const)("mode %i with %j on %s → %s", (mode, domains, host, expected) => {
    expect(domainAllowed(mode, domains, host)).toBe(expected);
  });

  it.each([
    ["config only", {}, { domainCheckMode: 3, domains: ["a.com"] }, { mode: 3, domains: ["a.com"] }],
    ["nothing set reads as every domain", {}, {}, { mode: 1, domains: [] }],
    [
      "the settings' switch and list win",
      { domains_switch: on(2), domains: on("x.com, y.com") },
      { domainCheckMode: 3, domains: ["a.com"] },
      { mode: 2, domains: ["x.com", "y.com"] },
    ],
    [
      "a switched-off setting leaves the config",
      { domains_switch: off(2), domains: off("x.com") },
      { domainCheckMode: 3, domains: ["a.com"] },
      { mode: 3, domains: ["a.com"] },
    ],
    ["an unknown mode reads as 1", { domains_switch: on(7) }, {}, { mode: 1, domains: [] }],
  ] as const)("%s", (_, settings, config, expected) => {
    expect(domainCheck(settings as InstallSettings, config)).toEqual(expected);
  });
});

describe("who may be offered the install (spec §4, §6)", () => {
  const base: InstallContext = {
    enabled: true,
    maintenance: false,
    regionRestriction: false,
    nativeApp: false,
    standalone: false,
    installed: false,
    customerType: 0,
    domainOk: true,
  };
  it.each([
    ["an ordinary member", {}, true],
    ["a visitor", { customerType: -1 }, true],
    ["type 1", { customerType: 1 }, true],
    ["type 2", { customerType: 2 }, true],
    ["type 4 never", { customerType: 4 }, false],
    ["type 3 never", { customerType: 3 }, false],
    ["switched off", { enabled: false }, false],
    ["maintenance", { maintenance: true }, false],
    ["region block", { regionRestriction: true }, false],
    ["inside the native app", { nativeApp: true }, false],
    ["already the installed app", { standalone: true }, false],
    ["installed from this browser", { installed: true }, false],
    ["a domain the check excludes", { domainOk: false }, false],
  ] as const)("%s → %s", (_, change, expected) => {
    expect(installOffered({ ...base, ...change })).toBe(expected);
  });

  it.each([
    ["/", true],
    ["/m/home", true],
    ["/m/index.html", true],
    ["/m/voucherCenter", false],
    ["/m/login", false],
  ])("automatic prompts on %s: %s", (path, expected) => {
    expect(onInstallHomePath(path)).toBe(expected);
  });

  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15", 17],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X)", 15],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 7)", null],
  ])("iOS version of %s → %s", (ua, expected) => {
    expect(iosMajorVersion(ua)).toBe(expected);
  });
});

describe("install settings", () => {
  it("keeps only well-formed settings of known names", () => {
    expect(
      readInstallSettings({
        reg_days: { enabled: true, value: 3 },
        theme: { enabled: "yes", value: "dark" },
        app_desc: { enabled: true, value: { html: 1 } },
        unknown_thing: { enabled: true },
        bind_card: null,
      }),
    ).toEqual({ reg_days: { enabled: true, value: 3 }, app_desc: { enabled: true, value: null } });
    expect(readInstallSettings("garbage")).toEqual({});
    expect(readInstallSettings([])).toEqual({});
  });

  it("the backend's settings lie over the merchant file's", () => {
    expect(mergeInstallSettings({ reg_days: on(3), theme: on("dark") }, { reg_days: off() })).toEqual({
      reg_days: off(),
      theme: on("dark"),
    });
  });

  it.each([
    [on(3), 3],
    [on("5"), 5],
    [on("2.7"), 2],
    [on("x"), null],
    [on(-1), null],
    [off(3), null],
    [undefined, null],
  ])("count of %j → %s", (toggle, expected) => {
    expect(countSetting(toggle ? { deposit_times: toggle } : {}, "deposit_times")).toBe(expected);
  });

  it.each([
    [{}, undefined, "light"],
    [{}, "dark", "dark"],
    [{ theme: on("dark") }, "light", "dark"],
    [{ theme: on("purple") }, "dark", "dark"],
    [{ theme: off("dark") }, undefined, "light"],
  ] as const)("theme from %j and config %s → %s", (settings, config, expected) => {
    expect(installTheme(settings, config)).toBe(expected);
  });

  it.each([
    [{}, "sheet"],
    [{ bottom_app_bar_mode: on("fullscreen") }, "fullscreen"],
    [{ bottom_app_bar_mode: on(2) }, "fullscreen"],
    [{ bottom_app_bar_mode: on(1) }, "sheet"],
    [{ bottom_app_bar_mode: off("fullscreen") }, "sheet"],
  ] as const)("layout from %j → %s", (settings, expected) => {
    expect(installLayout(settings)).toBe(expected);
  });

  it.each([
    ["https://cdn.example/bg.png", "https://cdn.example/bg.png"],
    ["javascript:alert(1)", null],
    ["not a url", null],
    [null, null],
  ])("background %s → %s", (value, expected) => {
    expect(safeImageUrl(value)).toBe(expected);
  });
});

describe("install triggers (spec §3, §4, §9)", () => {
  const progress = (deposits: number | null, withdrawals: number | null, regDays: number | null = null) => ({
    deposits,
    withdrawals,
    regDate: regDays === null ? null : NOW - regDays * DAY - 1,
    now: NOW,
  });

  it.each([
    ["nothing switched on", {}, progress(3, 1, 10), []],
    ["deposit_times matches exactly", { deposit_times: on(3) }, progress(3, 0), [["deposit_times", false]]],
    ["deposit_times past the value", { deposit_times: on(3) }, progress(4, 0), []],
    [
      "deposit_least_times at least",
      { deposit_least_times: on(3) },
      progress(5, 0),
      [["deposit_least_times", false]],
    ],
    ["deposit_least_times short", { deposit_least_times: on(3) }, progress(2, 0), []],
    ["withdrawal_times", { withdrawal_times: on(1) }, progress(0, 1), [["withdrawal_times", false]]],
    [
      "withdrawal_least_times",
      { withdrawal_least_times: on(2) },
      progress(0, 4),
      [["withdrawal_least_times", false]],
    ],
    ["reg_days", { reg_days: on(7) }, progress(0, 0, 7), [["reg_days", false]]],
    ["reg_days too young", { reg_days: on(7) }, progress(0, 0, 6), []],
    ["reg_days without a date", { reg_days: on(7) }, progress(0, 0), []],
    [
      "forced twin with its own value",
      { deposit_least_times: on(1), deposit_least_times_forced: on(3) },
      progress(3, 0),
      [["deposit_least_times", true]],
    ],
    [
      "forced twin not reached: the plain one",
      { deposit_least_times: on(1), deposit_least_times_forced: on(3) },
      progress(2, 0),
      [["deposit_least_times", false]],
    ],
    [
      "forced twin without a value takes the plain value",
      { reg_days: on(2), reg_days_forced: on() },
      progress(0, 0, 5),
      [["reg_days", true]],
    ],
    [
      "a switched-off forced twin is not forced",
      { withdrawal_times: on(1), withdrawal_times_forced: off(1) },
      progress(0, 1),
      [["withdrawal_times", false]],
    ],
    ["counts unknown before the first poll", { deposit_times: on(0) }, progress(null, null), []],
  ] as const)("%s", (_, settings, now, expected) => {
    expect(
      progressTriggers(settings as InstallSettings, now).map((fired) => [fired.trigger, fired.forced]),
    ).toEqual(expected);
  });

  it.each([
    ["/m/voucherCenter", { first_deposit: on() }, 0, 0, "first_deposit"],
    ["/m/voucherCenter", { first_deposit: on() }, 2, 0, null],
    ["/m/voucherCenter", { first_deposit: on() }, null, 0, null],
    ["/m/voucherCenter", { first_deposit: off() }, 0, 0, null],
    ["/m/withdraw", { first_withdraw: on() }, 3, 0, "first_withdraw"],
    ["/m/withdraw", { first_withdraw: on() }, 3, 1, null],
    ["/m/securityCenter/addBankCard", { bind_card: on() }, 3, 1, "bind_card"],
    ["/m/securityCenter/addBankCardPix", { bind_card: on() }, 3, 1, "bind_card"],
    ["/m/home", { bind_card: on(), first_deposit: on() }, 0, 0, null],
  ] as const)(
    "on %s with %j (deposits %s, withdrawals %s) → %s",
    (path, settings, deposits, withdrawals, expected) => {
      expect(pageTrigger(settings as InstallSettings, path, { deposits, withdrawals })).toBe(expected);
    },
  );

  it.each([
    ["init", "home"],
    ["login", "home"],
    ["register", "home"],
    ["reg_days", "home"],
    ["deposit_times", "home"],
    ["withdrawal_least_times", "home"],
    ["first_deposit", "page"],
    ["first_withdraw", "page"],
    ["bind_card", "page"],
    ["in_game", "game"],
  ] as const)("%s shows on %s", (trigger, place) => {
    expect(triggerPlace(trigger)).toBe(place);
  });

  it.each([
    ["login", PROMPT_AFTER_LOGIN_MS],
    ["register", PROMPT_AFTER_REGISTER_MS],
    ["deposit", PROMPT_AFTER_DEPOSIT_MS],
    ["other", POPUP_SHOW_DELAY_MS],
  ] as const)("after %s: %i ms", (event, ms) => {
    expect(triggerDelayMs(event)).toBe(ms);
  });

  it.each([
    [on(90), 90_000],
    [on(0), null],
    [off(90), null],
    [undefined, null],
  ])("in_game_popup_interval %j → %s ms", (toggle, expected) => {
    expect(inGameDelayMs(toggle ? { in_game_popup_interval: toggle } : {})).toBe(expected);
  });

  it.each([
    [NOW - 3 * DAY, 3],
    [NOW - 1, 0],
    [NOW + DAY, null],
    [0, null],
    [Number.NaN, null],
    [undefined, null],
  ])("registered at %s → %s whole days", (regDate, expected) => {
    expect(daysRegistered(regDate, NOW)).toBe(expected);
  });

  it.each([
    ["plain, not dismissed", false, { dismissed: false, forced: false }, { show: true, forced: false }],
    [
      "plain, dismissed this session",
      false,
      { dismissed: true, forced: false },
      { show: false, forced: false },
    ],
    [
      "forced, even after a dismissal",
      true,
      { dismissed: true, forced: false },
      { show: true, forced: true },
    ],
    [
      "plain in a forced session stays forced",
      false,
      { dismissed: true, forced: true },
      { show: true, forced: true },
    ],
  ] as const)("%s", (_, forced, session, expected) => {
    expect(promptDecision({ trigger: "init", forced }, session)).toEqual(expected);
  });
});

describe("what the install prompt remembers (spec §4)", () => {
  it("a dismissal sets the session flag, counts for the session and in the local counter", () => {
    const local = memoryStorage();
    const session = memoryStorage();
    recordDismissal(local, session);
    recordDismissal(local, session);
    expect(sessionFlag(session, "dismissed")).toBe(true);
    expect(closedCount(session)).toBe(2);
    expect(dismissCount(local)).toBe(2);
  });

  it("installing sets the counter to 99 and the local flag", () => {
    const local = memoryStorage({ [INSTALL_KEYS.dismissCount]: "2" });
    recordInstalled(local);
    expect(dismissCount(local)).toBe(99);
    expect(isInstalled(local)).toBe(true);
  });

  it.each(["x", "-3", "1.5", "{"])("a corrupt counter %s reads as nothing stored", (raw) => {
    const local = memoryStorage({ [INSTALL_KEYS.dismissCount]: raw });
    expect(dismissCount(local)).toBe(0);
    recordDismissal(local, memoryStorage());
    expect(dismissCount(local)).toBe(1);
  });

  it("the installed app's first open is taken once, and only in the installed app", () => {
    const local = memoryStorage();
    expect(takeFirstOpen(local, false)).toBe(false);
    expect(takeFirstOpen(local, true)).toBe(true);
    expect(takeFirstOpen(local, true)).toBe(false);
  });
});
