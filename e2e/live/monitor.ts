/**
 * The live journeys' monitor: a script in every page of the test's browser context that reports
 * what a member sees whenever the page changes (a MutationObserver, so it needs no timer and the
 * page's fake clock cannot stop it): how many dialogs are visible at once, which of them are
 * engagement overlays, whether a field on the page has been changed since it opened, and whether
 * the game viewer is running. The reports come back to the test through a binding and are judged
 * in Node (overlay-record.ts): one helper, `OverlayWatch.record()`, reads them.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { LANGUAGES } from "../../engine/i18n/languages";
import { catalogue } from "../fixtures";
import { ENGAGEMENT_LOOKS, VIEWER_DIALOG_TITLE_KEYS } from "./engagements";
import { judge, type OverlayRecord, type SeenState } from "./overlay-record";

const BINDING = "__liveOverlayReport";

/** What the page's monitor needs to name an engagement overlay: selectors, and titles in every language. */
export interface EngagementSignature {
  name: string;
  selector?: string;
  titles?: string[];
}

/** A dialog title in every language the platform has, for a page that may speak any of them. */
const titlesOf = (keys: readonly string[]): string[] => [
  ...new Set(keys.flatMap((key) => Object.keys(LANGUAGES).map((code) => catalogue(code)(key)))),
];

export function engagementSignatures(): EngagementSignature[] {
  return ENGAGEMENT_LOOKS.map(({ name, selector, titleKey }) => ({
    name,
    ...(selector ? { selector } : {}),
    ...(titleKey ? { titles: titlesOf([titleKey]) } : {}),
  }));
}

/**
 * Runs in the page (serialised: it may use nothing from outside its body). Only in the top
 * document: the game's frame is another site and its own page. The WebKit journeys start it in
 * each document themselves (e2e/webkit/phone.ts): classic WebDriver has no init scripts.
 */
export function monitorPage({
  binding,
  signatures,
  viewerTitles,
}: {
  binding: string;
  signatures: EngagementSignature[];
  viewerTitles: string[];
}) {
  if (window.top !== window) return;
  const report = (state: unknown) =>
    (window as unknown as Record<string, (state: unknown) => Promise<void>>)[binding]?.(state);
  const document_ = document;
  const pageId = Math.random().toString(36).slice(2, 10);
  let path = location.pathname;
  let view = 0;
  let formStarted = false;
  let lastKey = "";
  const pending: Array<Promise<void> | undefined> = [];

  const labelOf = (dialog: Element): string => {
    const ids = (dialog.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
    const text = ids.map((id) => document_.getElementById(id)?.textContent ?? "").join(" ");
    return (text || dialog.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ");
  };
  const engagementOf = (dialog: Element): string | null => {
    const label = labelOf(dialog);
    for (const signature of signatures) {
      const { selector, titles } = signature;
      if (selector && (dialog.matches(selector) || dialog.querySelector(selector))) return signature.name;
      if (titles?.includes(label)) return signature.name;
    }
    return null;
  };
  const engagementAround = (element: Element): boolean => {
    const dialog = element.closest('[role="dialog"], [role="alertdialog"]');
    return dialog !== null && engagementOf(dialog) !== null;
  };
  /** Seen by a member: laid out, not hidden, not fully transparent (a finished fade-out is not seen). */
  const seen = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
        contentVisibilityAuto: true,
      })
    );
  };

  const check = () => {
    if (location.pathname !== path) {
      path = location.pathname;
      view += 1;
      formStarted = false;
    }
    const dialogs = [...document_.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
      .filter(seen)
      .map((dialog) => ({
        role: dialog.getAttribute("role") ?? "dialog",
        label: labelOf(dialog).slice(0, 80),
        engagement: engagementOf(dialog),
        gameOwn: viewerTitles.includes(labelOf(dialog)),
      }));
    const gameRunning = path === "/m/game" && document_.querySelector("iframe") !== null;
    const state = { pageId, view, path, dialogs, formStarted, gameRunning };
    const key = JSON.stringify(state);
    if (key === lastKey) return;
    lastKey = key;
    pending.push(report(state));
  };

  // A member's change to a field (typing, ticking, choosing), not the app's own prefill, starts the
  // page's form; a field inside an engagement overlay (its 'do not show today') is the overlay's.
  const changed = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.matches("input, textarea, select")) return;
    if (engagementAround(target)) return;
    if (location.pathname !== path) check();
    formStarted = true;
    check();
  };
  document_.addEventListener("input", changed, true);
  document_.addEventListener("change", changed, true);
  for (const type of ["transitionend", "animationend", "popstate", "pageshow"])
    addEventListener(type, check, true);
  new MutationObserver(check).observe(document_, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  Object.assign(window, {
    __liveOverlayFlush: async () => {
      check();
      await Promise.all(pending.splice(0));
    },
    /** The engagement overlays a member sees now, for the member's own look (member.ts). */
    __liveOverlaysShowing: () => {
      check();
      return [...document_.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
        .filter(seen)
        .map(engagementOf)
        .filter((name): name is string => name !== null);
    },
  });
}

/** What the page's monitor is started with: where it reports, and how it knows each overlay. */
export const monitorArguments = (binding: string): Parameters<typeof monitorPage>[0] => ({
  binding,
  signatures: engagementSignatures(),
  viewerTitles: titlesOf(VIEWER_DIALOG_TITLE_KEYS),
});

/** The monitor on every page of a context, and what it has seen so far. */
export class OverlayWatch {
  readonly states: SeenState[] = [];

  private constructor(private readonly context: BrowserContext) {}

  static async start(context: BrowserContext): Promise<OverlayWatch> {
    const watch = new OverlayWatch(context);
    await context.exposeBinding(BINDING, (_source, state: Omit<SeenState, "seq">) => {
      watch.states.push({ ...state, seq: watch.states.length });
    });
    await context.addInitScript(monitorPage, monitorArguments(BINDING));
    return watch;
  }

  /** Everything seen until now, judged; the pages report what they still had on their way first. */
  async record(): Promise<OverlayRecord> {
    for (const page of this.context.pages()) await flush(page);
    return judge(this.states);
  }
}

async function flush(page: Page) {
  if (page.isClosed()) return;
  await page
    .evaluate(() =>
      (window as unknown as { __liveOverlayFlush?: () => Promise<void> }).__liveOverlayFlush?.(),
    )
    .catch(() => undefined);
}

/** The engagement overlays showing on the page now (by name), as the member sees them. */
export async function overlaysShowing(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __liveOverlaysShowing?: () => string[] }).__liveOverlaysShowing?.() ?? [],
  );
}
