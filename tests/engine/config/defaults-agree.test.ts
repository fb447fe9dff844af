import { describe, expect, it } from "vitest";
import { defaultsFromSchema } from "../../../engine/config/schema-defaults";
import * as C from "../../../engine/constants";
import schema from "../../../schemas/merchant.schema.json";

// The spec's defaults live in engine/constants.ts and, for operators, as schema defaults.
// They must say the same, or the docs would promise one value and the app use another.
describe("schema defaults agree with the spec's constants", () => {
  const d = defaultsFromSchema(schema as never) as Record<string, Record<string, unknown>>;

  it.each([
    ["timings.requestTimeoutMs", d.timings?.requestTimeoutMs, C.DEFAULT_REQUEST_TIMEOUT_MS],
    ["timings.gameLaunchTimeoutMs", d.timings?.gameLaunchTimeoutMs, C.GAME_LAUNCH_TIMEOUT_MS],
    ["timings.smsCountdownFallbackS", d.timings?.smsCountdownFallbackS, C.SMS_COUNTDOWN_FALLBACK_S],
    ["timings.profileIconCount", d.timings?.profileIconCount, C.PROFILE_ICON_COUNT_DEFAULT],
    ["popups.welcomeDelayMs", d.popups?.welcomeDelayMs, C.WELCOME_POPUP_DELAY_DEFAULT_MS],
    ["popups.autoplayMs", d.popups?.autoplayMs, C.POPUP_AUTOPLAY_MS],
    ["popups.refreshDelayMs", d.popups?.refreshDelayMs, C.POPUP_LIST_REFRESH_DELAY_MS],
    ["banners.marqueeSpeed", d.banners?.marqueeSpeed, C.MARQUEE_SPEED_DEFAULT],
    ["pwa.themeColor", d.pwa?.themeColor, C.PWA_COLOR_DEFAULT],
    ["pwa.backgroundColor", d.pwa?.backgroundColor, C.PWA_COLOR_DEFAULT],
  ])("%s", (_name, fromSchema, fromConstants) => {
    expect(fromSchema).toBe(fromConstants);
  });
});
