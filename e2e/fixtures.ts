/**
 * The browser journeys' Playwright entry point: the test with its fixtures (the merchant, the
 * development controls, the prompts kept quiet), and the support each spec reaches for
 * (e2e/support/: scope, dev controls, texts, actions, colours).
 */
import { test as base, expect } from "@playwright/test";
import type { MerchantConfig } from "../engine/config/merchant-config";
import { INSTALL_KEYS } from "../engine/engagement/rules/install-flags";
import { DevControls } from "./support/actions";
import { merchantConfig } from "./support/merchant-configs";
import { scoped, serverOrigin, TEST_SCOPE } from "./support/scope";

export { DevControls, logIn, sessionToken } from "./support/actions";
export { hexToRgb } from "./support/colours";
export { scoped, serverRequest } from "./support/scope";
export { catalogue } from "./support/texts";
export { expect };

/** The merchant under test, as the build sees it (defaults ← base ← merchant), so assertions follow the config. */
export const test = base.extend<{
  merchant: MerchantConfig;
  dev: DevControls;
  quietPopups: boolean;
  /** "quiet": the install prompt starts closed for the session (journeys not about it); "live": as a member meets it. */
  installPrompt: "quiet" | "live";
  /** "quiet": the push prompt counts as shown this session (journeys not about it); "live": as a member meets it. */
  pushPrompt: "quiet" | "live";
}>({
  /**
   * Every merchant greets each visitor and member with the announcement popup 1 s after the first
   * page: over any other journey it would stand between the test and the page. So each page
   * starts as a member's who ticked 'do not show today' (local storage, widgets/announcement-popup);
   * e2e/popups.spec.ts turns this off to test the popup itself.
   */
  quietPopups: [true, { option: true }],
  installPrompt: ["quiet", { option: true }],
  // A member's first page after login asks for notifications where the merchant has push
  // (docs/push.md): e2e/push.spec.ts meets it; other journeys start with it shown for the session.
  pushPrompt: ["quiet", { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  merchant: async ({}, use, testInfo) => {
    await use(merchantConfig(String(testInfo.project.metadata.merchant)));
  },
  context: async ({ context, baseURL, quietPopups, installPrompt, pushPrompt }, use) => {
    // The init prompt comes up on home ~3 s after load: journeys about something else start with
    // it closed for the session (docs/engagement/install.md), as a member who already closed it.
    if (installPrompt === "quiet")
      await context.addInitScript((key) => {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, "1");
      }, INSTALL_KEYS.dismissed);
    await use(await scoped(context, baseURL, { quietPopups, quietPush: pushPrompt === "quiet" }));
  },
  dev: async ({ merchant, baseURL }, use) => {
    const target = { server: serverOrigin(baseURL), merchant: merchant.code, scope: TEST_SCOPE };
    const controls = new DevControls(target, baseURL ?? "");
    await use(controls);
    await controls.restore();
  },
});
