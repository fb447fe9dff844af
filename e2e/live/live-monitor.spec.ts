/**
 * The live journeys' monitor can fail: on a page of our own (no app), it is shown two dialogs at
 * once, an engagement overlay over a started form and a dialog over a running game, and it must
 * name each; a dialog faded out to nothing and the in-game install prompt it must let pass. The
 * rules it judges by are tables in tests/e2e/live-overlay-record.test.ts.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { OverlayWatch } from "./monitor";

/** A dialog as the app's modal layer draws one: role, name, and something inside it. */
async function addDialog(
  page: Page,
  { label, inner = "", style = "" }: { label: string; inner?: string; style?: string },
) {
  await page.evaluate(
    ({ label, inner, style }) => {
      const dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-label", label);
      dialog.setAttribute("style", `position:fixed;inset:30%;background:#fff;${style}`);
      dialog.innerHTML = `${inner}<button>Close</button>`;
      document.body.append(dialog);
    },
    { label, inner, style },
  );
}

const clearDialogs = (page: Page) =>
  page.evaluate(() => {
    for (const dialog of document.querySelectorAll('[role="dialog"]')) dialog.remove();
  });

test("the live monitor names two dialogs at once, an overlay over a started form and a dialog over a game @one-phone @one-merchant", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const watch = await OverlayWatch.start(context);
  await context.route(/\/(__live-check|m\/game)$/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<main><form><input aria-label='name'></form></main>" }),
  );
  const page = await context.newPage();
  await page.goto("/__live-check");

  // Faded out to nothing: not seen, not counted.
  await addDialog(page, { label: "Gone", style: "opacity:0" });
  await addDialog(page, { label: "Notice" });
  expect((await watch.record()).breaches).toEqual([]);
  await addDialog(page, { label: "Language" });
  let record = await watch.record();
  expect(record.maxDialogs).toBe(2);
  expect(record.breaches).toEqual([
    '2 dialogs at once on /__live-check: dialog "Notice" + dialog "Language"',
  ]);
  await clearDialogs(page);

  // The member types, then an engagement overlay opens on the same page view.
  await page.getByLabel("name").fill("demo");
  await addDialog(page, { label: "Join today", inner: '<div data-testid="announcement-popup"></div>' });
  record = await watch.record();
  expect(record.overForm).toEqual([{ path: "/__live-check", engagement: "announcement-popup" }]);
  await clearDialogs(page);

  // The game viewer: the in-game install prompt may show over the game, the push prompt may not.
  await page.goto("/m/game");
  await page.evaluate(() => document.body.append(document.createElement("iframe")));
  await addDialog(page, { label: "Add to home screen", inner: '<div data-testid="install-prompt"></div>' });
  expect((await watch.record()).overGame).toEqual([]);
  await clearDialogs(page);
  await addDialog(page, { label: "Turn on notifications" });
  record = await watch.record();
  expect(record.overGame).toEqual([{ path: "/m/game", dialog: "push-prompt (Turn on notifications)" }]);
  expect(record.breaches).toEqual([
    '2 dialogs at once on /__live-check: dialog "Notice" + dialog "Language"',
    "announcement-popup over a started form on /__live-check",
    "push-prompt (Turn on notifications) over the running game",
    "2 unrequested engagement modals on one view of /m/game: install-prompt, push-prompt",
  ]);
  await context.close();
});
