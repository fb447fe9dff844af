/**
 * What a member does with what the app puts in front of them, in the live journeys. A member looks
 * at a page when it has loaded and before starting a form or tapping: whatever engagement overlay
 * shows then is closed by its own button (its ×, else its 'later' or 'know it'), and the journey
 * carries on. Nothing is closed in the middle of a step (no locator handlers) and nothing by
 * writing storage: an overlay that opens over a form being filled or a running game stays there,
 * and the monitor (monitor.ts) or the next tap fails the test.
 *
 * The page's clock is Playwright's (installed by live-test.ts): the spec's delays (the popup's
 * 1 s, the install prompt's poll, the prompts 2 s after a login) are moved by `runFor` as the
 * member looks, never waited out in real time.
 */
import type { Locator, Page } from "@playwright/test";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import {
  INSTALL_PROMPT_POLL_INTERVAL_MS,
  INSTALL_PROMPT_POLL_TRIES,
  MODAL_FADE_MS,
  POPUP_SHOW_DELAY_MS,
  PROMPT_AFTER_LOGIN_MS,
  PROMPT_AFTER_REGISTER_MS,
} from "../../engine/constants";
import { LANGUAGES } from "../../engine/i18n/languages";
import { catalogue } from "../fixtures";
import { engagementLook } from "./engagements";
import { overlaysShowing } from "./monitor";
import { settled, trackPage } from "./page-activity";

/**
 * How long a member looks at a page before doing anything: past every delay the spec counts from
 * a page's load or a session's start, with a second for the overlays' lazy code.
 */
export const GLANCE_MS =
  Math.max(
    POPUP_SHOW_DELAY_MS,
    INSTALL_PROMPT_POLL_TRIES * INSTALL_PROMPT_POLL_INTERVAL_MS + POPUP_SHOW_DELAY_MS,
    PROMPT_AFTER_LOGIN_MS,
    PROMPT_AFTER_REGISTER_MS,
  ) + 1_000;

/** More overlays than a page could fairly ask a member to close in one look. */
const MAX_CLOSES_PER_LOOK = 6;

/**
 * Glances after which the look ends though the page still fetched something (a poll): an
 * overlay's rule reads its list, then waits its delay, so one glance that fetched calls for another.
 */
const MAX_BUSY_GLANCES = 3;

/** The catalogue of the language the page speaks now (<html lang>), the merchant's own first. */
export function pageTexts(merchant: MerchantConfig, lang: string): (key: string) => string {
  const codes = [...merchant.languages.supported, ...Object.keys(LANGUAGES)] as Array<keyof typeof LANGUAGES>;
  const code = codes.find((candidate) => LANGUAGES[candidate]?.locale === lang) ?? merchant.languages.default;
  return catalogue(code);
}

/** The dialog of one engagement overlay, found as the monitor finds it. */
function dialogOf(page: Page, name: string, texts: (key: string) => string) {
  const look = engagementLook(name);
  const dialogs = page.locator('[role="dialog"], [role="alertdialog"]');
  if (look?.selector) return dialogs.filter({ has: page.locator(look.selector) });
  if (look?.titleKey) return page.getByRole("dialog", { name: texts(look.titleKey), exact: true });
  throw new Error(`the live journeys do not know the engagement overlay ${name}`);
}

/** Closes the overlay the way a member does: its ×, else its 'later' or 'know it' button. */
export async function closeOverlay(page: Page, merchant: MerchantConfig, name: string): Promise<void> {
  const texts = pageTexts(merchant, await page.evaluate(() => document.documentElement.lang));
  const dialog = dialogOf(page, name, texts).first();
  const keys = engagementLook(name)?.closeKeys ?? [];
  for (const key of keys) {
    const button = dialog.getByRole("button", { name: texts(key), exact: true });
    if ((await button.count()) === 0) continue;
    await button.first().click();
    await page.clock.runFor(MODAL_FADE_MS + 50);
    return;
  }
  throw new Error(`${name} shows no way out a member could take (looked for: ${keys.join(", ")})`);
}

/**
 * The member looks at the page: what is due from its load (or the session's start) comes, and
 * each engagement overlay that shows is closed by its own button before the member does anything.
 */
export async function look(page: Page, merchant: MerchantConfig): Promise<void> {
  const activity = trackPage(page);
  await settled(page);
  let closes = 0;
  for (let busyGlances = 0; busyGlances <= MAX_BUSY_GLANCES; ) {
    const requestsBefore = activity.appRequests;
    await page.clock.runFor(GLANCE_MS);
    await settled(page);
    const [showing] = await overlaysShowing(page);
    if (showing) {
      if (closes === MAX_CLOSES_PER_LOOK)
        throw new Error(`overlays kept coming on ${page.url()} after ${MAX_CLOSES_PER_LOOK} closes`);
      await closeOverlay(page, merchant, showing);
      closes += 1;
      continue;
    }
    // Nothing shows, and nothing was fetched while the time passed: nothing more is on its way.
    if (activity.appRequests === requestsBefore) return;
    busyGlances += 1;
  }
}

/**
 * A hurried member's glance, as the page appears: whatever engagement overlay already shows is
 * closed, without waiting for anything to come. What comes later meets a form being filled.
 */
export async function glimpse(page: Page, merchant: MerchantConfig): Promise<void> {
  for (let closes = 0; closes < MAX_CLOSES_PER_LOOK; closes += 1) {
    const [showing] = await overlaysShowing(page);
    if (!showing) return;
    await closeOverlay(page, merchant, showing);
  }
}

/**
 * A hurried member's tap as the page appears (a game card, the first field of a form): what
 * already shows is closed first, and an overlay that arrives just as the finger comes down stops
 * the tap, is closed, and the member taps again. Only before a step begins, on a page view with
 * no form started: nothing is hidden from the monitor, which still judges what came and when.
 */
export async function hurriedTap(page: Page, merchant: MerchantConfig, target: Locator): Promise<void> {
  await target.waitFor({ state: "visible" });
  for (let tries = 1; ; tries += 1) {
    await glimpse(page, merchant);
    try {
      await target.click({ timeout: 2_000 });
      return;
    } catch (error) {
      if (tries >= 3 || (await overlaysShowing(page)).length === 0) throw error;
    }
  }
}

/**
 * Time passes while the member is busy on the page (reading, typing, playing): the page's clock
 * moves on and whatever it brings stays where it is, for the monitor to judge.
 */
export async function linger(page: Page, ms = GLANCE_MS): Promise<void> {
  await page.clock.runFor(ms);
  await settled(page);
}
