/**
 * The overlays a member meets without asking (the announcement popup, the install and push
 * prompts, the welcome popups), handled in the gallery the way a member handles them: waited for,
 * and closed with their own close button. Nothing is set in storage to keep them away, so the
 * regular columns show the screens as a member sees them once those are closed, and the live
 * column shows them as they first come.
 */
import type { Locator, Page } from "@playwright/test";
import { animationsDone } from "../e2e/axe";

/** What the overlays' close buttons are called: the × ("close", "install_close") and the push prompt's "not_now". */
export const CLOSE_KEYS = ["close", "install_close", "not_now"] as const;

/**
 * The longest an overlay waits after a page loads before it asks for the screen: the popup 1 s
 * after its list, the install prompt about 3 s after load on home (docs/engagement.md), with room
 * for a busy machine. The welcome popups' 20 s is left out: no shot stays that long on one page.
 */
export const OVERLAY_WAIT_MS = 5_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The dialog the member sees on top: the last visible one (on a page that shows two, the newest). */
export function topDialog(page: Page): Locator {
  return page.locator("[role=dialog], [role=alertdialog]").filter({ visible: true }).last();
}

/** The accessible names of the dialogs showing, for the record. */
export async function visibleDialogs(page: Page): Promise<string[]> {
  return page
    .locator("[role=dialog], [role=alertdialog]")
    .filter({ visible: true })
    .evaluateAll((dialogs) =>
      dialogs.map((dialog) => {
        const labelledBy = dialog.getAttribute("aria-labelledby");
        const title = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
        return (title ?? dialog.getAttribute("aria-label") ?? dialog.textContent ?? "").trim().slice(0, 60);
      }),
    );
}

/** Waits up to `ms` (0: looks once) for a dialog to show; true once one shows (its fade-in done). */
export async function dialogComes(page: Page, ms: number): Promise<boolean> {
  const came =
    ms > 0
      ? await topDialog(page)
          .waitFor({ state: "visible", timeout: ms })
          .then(() => true)
          .catch(() => false)
      : await topDialog(page).isVisible();
  if (came) await animationsDone(page);
  return came;
}

/**
 * Closes the dialog on top with its close button, as a member does, and waits until it is gone
 * (its fade-out too); a popup with several slides to read moves to the next one on each close,
 * so the member taps it again. Returns its name. A dialog without a close button (a forced
 * prompt) fails the shot: the gallery cannot show the screen behind it.
 */
export async function closeTopDialog(page: Page, texts: (key: string) => string): Promise<string> {
  const dialog = topDialog(page);
  const [name = ""] = (await visibleDialogs(page)).slice(-1);
  const names = new RegExp(`^(${CLOSE_KEYS.map((key) => escapeRegExp(texts(key))).join("|")})$`);
  const handle = await dialog.elementHandle();
  for (let tap = 0; tap < 10; tap++) {
    await dialog.getByRole("button", { name: names }).first().click();
    // The same element leaving: the next overlay may take the screen in its place at once.
    const gone = await handle
      ?.waitForElementState("hidden", { timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (gone !== false) break;
  }
  await animationsDone(page);
  return name;
}

/**
 * Closes what shows now and what comes within `ms` after it, one at a time, until a quiet `ms`
 * passes. Returns the names of the overlays closed, in order.
 */
export async function closeWhatComes(
  page: Page,
  texts: (key: string) => string,
  ms: number,
): Promise<string[]> {
  const closed: string[] = [];
  // A bound, not a count the app promises: a page that keeps opening overlays fails its shot.
  while (closed.length < 6) {
    if (!(await dialogComes(page, ms))) return closed;
    closed.push(await closeTopDialog(page, texts));
  }
  throw new Error(`overlays kept coming: ${closed.join(", ")}`);
}

/**
 * The overlays of one column's screens, closed as a member closes them. Most come once: closed,
 * they stay away for the session or until their content changes. One the merchant forces comes
 * back on every page (`popups.forcePopup`), and the member closes it on every page.
 */
export class OverlayCloser {
  /** The overlays that came back when the page was opened again. */
  private readonly everyPage = new Set<string>();

  constructor(
    private readonly page: Page,
    private readonly texts: (key: string) => string,
  ) {}

  /**
   * On the column's first page: waits for each overlay and closes it, opening the page again
   * after each (a page may hold the next overlay back for the member's next page), until a page
   * passes with none, or with only those that come on every page.
   */
  async firstPage(): Promise<string[]> {
    const closed: string[] = [];
    for (let round = 0; round < 6; round++) {
      const now = await closeWhatComes(this.page, this.texts, OVERLAY_WAIT_MS);
      const returning = now.filter((name) => closed.includes(name));
      for (const name of returning) this.everyPage.add(name);
      closed.push(...now);
      if (now.length === returning.length) return closed;
      await this.page.reload();
      await this.page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
    }
    throw new Error(`overlays kept coming: ${closed.join(", ")}`);
  }

  /**
   * On each later page: closes what the merchant shows on every page once it comes, and whatever
   * shows already; `patient` waits for anything (a shot taken again after a dialog came during it).
   */
  async laterPage(patient = false): Promise<string[]> {
    const wait = patient || this.everyPage.size > 0 ? OVERLAY_WAIT_MS : 0;
    const closed: string[] = [];
    if (await dialogComes(this.page, wait)) closed.push(await closeTopDialog(this.page, this.texts));
    closed.push(...(await closeWhatComes(this.page, this.texts, patient ? OVERLAY_WAIT_MS : 0)));
    return closed;
  }
}
