/**
 * What a live journey's page is doing, as far as the member's next look depends on it: requests in
 * flight, and whether the engagement overlays' rules have started in its document (they load after
 * the page's load event, so on a slow machine a look could otherwise end before they ask).
 */
import type { Page } from "@playwright/test";

/** What a page is fetching, and whether the engagement overlays' rules have started in its document. */
export interface PageActivity {
  open: Set<unknown>;
  engagementsStarted: boolean;
  /**
   * The app's own calls and code fetched so far (not tracking beacons): a glance that made some may
   * have started a rule's next timer (an overlay's list read, then its show delay).
   */
  appRequests: number;
}

const activities = new WeakMap<Page, PageActivity>();

/** The engagement overlays' rules: lazy chunks the app loads once a document has loaded (engine/engagement). */
const ENGAGE_CHUNK = /\/m\/assets\/engage-[^/]*\.js$/;

/** The app's calls and chunks; the tracking beacons and ad networks come and go on their own. */
const APP_REQUEST = /^\/(wps\/(?!tracking\/)|m\/assets\/)/;

/** Follows a page's requests from now on: call it before the page's first address. */
export function trackPage(page: Page): PageActivity {
  const known = activities.get(page);
  if (known) return known;
  const activity: PageActivity = { open: new Set(), engagementsStarted: false, appRequests: 0 };
  activities.set(page, activity);
  page.on("request", (request) => {
    activity.open.add(request);
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      activity.engagementsStarted = false;
    if (ENGAGE_CHUNK.test(request.url())) activity.engagementsStarted = true;
    if (APP_REQUEST.test(new URL(request.url()).pathname)) activity.appRequests += 1;
  });
  page.on("requestfinished", (request) => activity.open.delete(request));
  page.on("requestfailed", (request) => activity.open.delete(request));
  return activity;
}

/**
 * The page has nothing on its way: its engagement overlays' rules have started (a member looking
 * at a loaded page meets them), no request is in flight for a moment (an overlay's view is a lazy
 * chunk fetched once it is granted its turn), then two frames for it to render. Waiting for the
 * network, not for a spec's delay: bounded, and the look carries on if something keeps streaming.
 */
export async function settled(page: Page): Promise<void> {
  const activity = trackPage(page);
  const startBy = Date.now() + 15_000;
  while (!activity.engagementsStarted) {
    if (Date.now() > startBy)
      throw new Error(
        `the engagement overlays' rules never started on ${page.url()}: the live journey would prove nothing`,
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (activity.open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
