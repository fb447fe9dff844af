/**
 * A member's iPhone in the WebKit journeys: WebKitGTK's MiniBrowser driven over classic WebDriver
 * (selenium-webdriver), with what a member does (open a page, look, tap, type) and what the test
 * reads back. Taps are WebDriver's element clicks, which fail when something covers the element,
 * as a finger would meet it. Every overlay is live: the member closes an engagement overlay the
 * way the Chromium live journeys do (e2e/live/member.ts, its own × or 'later'), and the live
 * monitor (e2e/live/monitor.ts) runs in every document and is judged the same way.
 */
import { type WebDriver, error as WebDriverErrors, type WebElement } from "selenium-webdriver";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { MODAL_FADE_MS, STORAGE_KEYS } from "../../engine/constants";
import { NO_SERVICE_WORKER_COOKIE } from "../../server/test-scopes";
import { engagementLook } from "../live/engagements";
import { pageTexts } from "../live/member";
import { monitorArguments, monitorPage } from "../live/monitor";
import { judge, type OverlayRecord, type SeenState } from "../live/overlay-record";
import type { DevControlsClient } from "../support/dev-controls";
import { describeQuery, findInPage, type Query } from "./find-in-page";

/**
 * Put before a function's source sent to the page: a function compiled with its name kept
 * (esbuild's keepNames) calls this helper, which only the test's process has.
 */
const KEEP_NAMES = "var __name = (f) => f;";

/** The monitor's reports wait in the page until the test reads them. */
const INBOX = "__webkitSeen";
const BINDING = "__liveOverlayReport";
const FINDER = "__webkitFind";

/** How long a step waits for what it needs to show: past the app's own slow paths, short of the test's limit. */
const STEP_TIMEOUT_MS = 10_000;
/** A step's polls: each is a WebDriver round trip through the browser's page process. */
const POLL_MS = 250;

/** A tap that something covers is tried again this often, closing the engagement overlay in its way. */
const TAP_TRIES = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Target = Query | WebElement;

/**
 * A page of a site that is no page of the app (the server's plain 404): where a cookie or storage
 * is written for the site, since WebDriver writes them only for the page it is on.
 */
export const plainPage = (site: string): string => new URL("/robots.txt", site).href;

/** The tab bar's link to a section, by its catalogue key. */
export const tabLink = (texts: (key: string) => string, key: string): Query => ({
  role: "link",
  name: texts(key),
  within: { role: "navigation", name: texts("nav_main") },
});
const isQuery = (target: Target): target is Query => !("getId" in target);

export class WebKitPhone {
  private readonly states: SeenState[] = [];

  constructor(
    readonly driver: WebDriver,
    /** The merchant's app origin, http://<code>.localhost:<port>. */
    readonly origin: string,
    readonly merchant: MerchantConfig,
  ) {}

  /** Runs a function in the page with one serialisable argument. */
  async run<T, A>(fn: (argument: A) => T, argument: A): Promise<T> {
    const source = `${KEEP_NAMES} return (${fn.toString()})(arguments[0]);`;
    return (await this.driver.executeScript(source, argument)) as T;
  }

  /** The catalogue of the language the page speaks now (its <html lang>), for what the member reads. */
  async texts(): Promise<(key: string) => string> {
    return pageTexts(this.merchant, await this.run(() => document.documentElement.lang, null));
  }

  /** Opens an address of the app (a path, or a full URL) as a member typing it. */
  async open(path: string): Promise<void> {
    await this.collect();
    await this.driver.get(new URL(path, this.origin).href);
    await this.watch();
  }

  /**
   * The tab opens as the member's, already signed in: the session a login starts, where the app
   * keeps it (session storage, spec §3), written from a plain page of the app's origin. For
   * journeys whose subject is not the login.
   */
  async signIn(dev: DevControlsClient, username: string): Promise<void> {
    const info = await dev.sessionInfo(username);
    await this.driver.get(plainPage(this.origin));
    await this.driver.executeScript(
      "sessionStorage.setItem(arguments[0], arguments[1]);",
      STORAGE_KEYS.sessionInfo,
      info,
    );
  }

  /** The app's service worker may install (the fixture refuses it to the journeys not about it). */
  async allowServiceWorker(): Promise<void> {
    await this.driver.get(plainPage(this.origin));
    await this.driver.manage().deleteCookie(NO_SERVICE_WORKER_COOKIE);
  }

  /** The page's address now, from its path on (the origin left out). */
  async path(): Promise<string> {
    const url = new URL(await this.driver.getCurrentUrl());
    return `${url.pathname}${url.search}`;
  }

  async waitForPath(pattern: RegExp, what = `the address to match ${pattern}`): Promise<void> {
    await this.waitFor(async () => pattern.test(await this.path()), what);
  }

  /** Waits until `check` gives something truthy, and gives it; fails naming what never came. */
  async waitFor<T>(
    check: () => Promise<T>,
    what: string,
    timeout = STEP_TIMEOUT_MS,
  ): Promise<NonNullable<T>> {
    const until = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await check();
        if (value) return value as NonNullable<T>;
      } catch (problem) {
        // A page in the middle of navigating answers a script with an error: look again.
        last = problem;
      }
      if (Date.now() > until)
        throw new Error(
          `waited ${timeout / 1000} s for ${what} on ${await this.path().catch(() => "?")}${last ? ` (${String(last).split("\n")[0]})` : ""}`,
        );
      await sleep(POLL_MS);
    }
  }

  /**
   * Every element the query finds now (visible ones, unless it asks for hidden ones too). The
   * finder is put in each document once and called by name: a step polls, and shipping and
   * parsing its source on every poll cost WebKit's page process more than the search itself.
   */
  async findAll(query: Query): Promise<WebElement[]> {
    const call = `return window.${FINDER} ? window.${FINDER}(arguments[0]) : null;`;
    const found = (await this.driver.executeScript(call, query)) as WebElement[] | null;
    if (found) return found;
    await this.driver.executeScript(`${KEEP_NAMES} window.${FINDER} = ${findInPage.toString()};`);
    return (await this.driver.executeScript(call, query)) as WebElement[];
  }

  /** The first visible element the query finds, waiting for it to show. */
  async get(query: Query, timeout = STEP_TIMEOUT_MS): Promise<WebElement> {
    return this.waitFor(async () => (await this.findAll(query))[0], describeQuery(query), timeout);
  }

  async count(query: Query): Promise<number> {
    return (await this.findAll(query)).length;
  }

  async waitForCount(query: Query, count: number): Promise<void> {
    await this.waitFor(async () => (await this.count(query)) === count, `${count} × ${describeQuery(query)}`);
  }

  /** The element's text as a member reads it, spaces squashed (found again if React replaced it). */
  async text(target: Target): Promise<string> {
    const read = async (element: WebElement) => (await element.getText()).replace(/\s+/g, " ").trim();
    if (!isQuery(target)) return read(target);
    const [text] = await this.waitFor(async () => {
      const [element] = await this.findAll(target);
      return element ? [await read(element)] : undefined;
    }, describeQuery(target));
    return text ?? "";
  }

  async waitForText(target: Query, wanted: string | RegExp): Promise<void> {
    await this.waitFor(
      async () => {
        const [element] = await this.findAll(target);
        if (!element) return false;
        const text = (await element.getText()).replace(/\s+/g, " ").trim();
        return typeof wanted === "string" ? text === wanted : wanted.test(text);
      },
      `${describeQuery(target)} to read ${wanted}`,
    );
  }

  /**
   * A member's tap. When something covers the element as the finger comes down, an engagement
   * overlay is closed and the tap tried again; anything else in the way fails the tap.
   */
  async tap(target: Target): Promise<void> {
    for (let tries = 1; ; tries += 1) {
      await this.collect();
      const element = isQuery(target) ? await this.get(target) : target;
      try {
        // A member scrolls what they want into the middle of the screen, clear of the fixed bars;
        // WebDriver would bring it only to the edge, under them.
        await this.driver.executeScript(
          "arguments[0].scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });",
          element,
        );
        await element.click();
        return;
      } catch (problem) {
        if (tries >= TAP_TRIES) throw problem;
        // React put a new node where the found one was (a re-render): find it again, as a
        // finger finds the button where it now is.
        if (problem instanceof WebDriverErrors.StaleElementReferenceError && isQuery(target)) continue;
        const covered = problem instanceof WebDriverErrors.ElementClickInterceptedError;
        const [overlay] = covered ? await this.overlaysShowing() : [];
        if (!overlay) throw problem;
        await this.closeOverlay(overlay);
      }
    }
  }

  /** Taps into the field and types, as a member replaces what it holds. */
  async fill(target: Target, text: string): Promise<void> {
    for (let tries = 1; ; tries += 1) {
      const field = isQuery(target) ? await this.get(target) : target;
      try {
        await this.tap(field);
        await field.clear();
        if (text) await field.sendKeys(text);
        return;
      } catch (problem) {
        const stale = problem instanceof WebDriverErrors.StaleElementReferenceError;
        if (!stale || !isQuery(target) || tries >= TAP_TRIES) throw problem;
      }
    }
  }

  async value(target: Target): Promise<string> {
    const element = isQuery(target) ? await this.get(target) : target;
    return (await element.getAttribute("value")) ?? "";
  }

  /** The engagement overlays a member sees now, by name (the monitor's own reading). */
  async overlaysShowing(): Promise<string[]> {
    const call = "return window.__liveOverlaysShowing ? window.__liveOverlaysShowing() : null;";
    const showing = (await this.driver.executeScript(call)) as string[] | null;
    if (showing) return showing;
    await this.watch();
    return ((await this.driver.executeScript(call)) as string[] | null) ?? [];
  }

  /** Closes the overlay by its own way out, as a member does (e2e/live/engagements.ts). */
  async closeOverlay(name: string): Promise<void> {
    const look = engagementLook(name);
    const texts = await this.texts();
    const dialog: Query = look?.selector
      ? { css: `:is([role="dialog"], [role="alertdialog"]):is(${look.selector}, :has(${look.selector}))` }
      : { role: "dialog", name: texts(look?.titleKey ?? "") };
    for (const key of look?.closeKeys ?? []) {
      const [button] = await this.findAll({ role: "button", name: texts(key), within: dialog });
      if (!button) continue;
      await button.click();
      await sleep(MODAL_FADE_MS + 50);
      return;
    }
    throw new Error(
      `${name} shows no way out a member could take (looked for: ${look?.closeKeys.join(", ")})`,
    );
  }

  /**
   * The member looks at the page for a moment: each engagement overlay that comes is closed by
   * its own button. Real time in WebKit (classic WebDriver has no clock to move), so a look is
   * as long as what the caller expects to fall due, and no longer.
   */
  async look(forMs: number): Promise<string[]> {
    return (await this.lookFor(null, forMs)).closed;
  }

  /**
   * A look that stops when the named overlay shows, to use it rather than close it; the others
   * that come first are closed. Gives those, and whether the named one came.
   */
  async lookFor(name: string | null, forMs: number): Promise<{ closed: string[]; found: boolean }> {
    const closed: string[] = [];
    const until = Date.now() + forMs;
    while (Date.now() < until) {
      const [showing] = await this.overlaysShowing();
      if (showing !== undefined && showing === name) return { closed, found: true };
      if (showing) {
        await this.closeOverlay(showing);
        closed.push(showing);
      } else await sleep(POLL_MS * 2);
    }
    return { closed, found: false };
  }

  /** Starts the live monitor in this document, once (a reload or a new page is a new document). */
  private async watch(): Promise<void> {
    const source = `${KEEP_NAMES} (${monitorPage.toString()})(arguments[0]);`;
    await this.driver.executeScript(
      `if (window.${BINDING}) return;
       window.${INBOX} = [];
       window.${BINDING} = (state) => { window.${INBOX}.push(state); };
       ${source}
       window.__liveOverlayFlush();`,
      monitorArguments(BINDING),
    );
  }

  /**
   * Takes what the page's monitor reported since the last time (a page about to go loses
   * nothing), and starts the monitor in a document that has none yet (one the app loaded itself).
   */
  async collect(): Promise<void> {
    const reported = (await this.driver
      .executeScript(`return window.${INBOX} ? window.${INBOX}.splice(0) : null;`)
      .catch(() => [])) as Array<Omit<SeenState, "seq">> | null;
    if (reported === null) {
      await this.watch().catch(() => undefined);
      return;
    }
    for (const state of reported) this.states.push({ ...state, seq: this.states.length });
  }

  /** Everything the monitor saw, judged by the live journeys' rules. */
  async record(): Promise<{ record: OverlayRecord; states: SeenState[] }> {
    await this.collect();
    return { record: judge(this.states), states: this.states };
  }
}
