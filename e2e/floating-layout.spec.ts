/**
 * The floating parts and the bars under one layout (issue 30; docs/decisions.md "One layout for the
 * floating parts", "The download bar takes its own room"), as a member sees them with every part
 * at the merchant's own settings: the chat button, the activity shortcut, the referral gift, the
 * mini-game ball, the install banner (switched on as the back office would), the download bar and
 * the tab bar. Nothing at rest overlaps anything else, the corners follow the language's
 * direction, every page's end scrolls clear of them, and the download bar covers nothing of the
 * first screen and moves nothing already painted.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { LANGUAGES } from "../engine/i18n/languages";
import { catalogue, type DevControls, expect, serverRequest, test } from "./fixtures";
import { expectedParts, installing, partOf, type Who } from "./floating-parts";

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(name: string, locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  return { name, ...box };
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What rests on the page's edges: the bars that show and the floating parts, each with its box. */
async function restingBoxes(page: Page, names: string[], texts: (key: string) => string): Promise<Box[]> {
  const bars: Array<[string, Locator]> = [
    ["tab bar", page.getByRole("navigation", { name: texts("nav_main") })],
    ["install banner", page.getByTestId("install-banner")],
    ["download bar", page.getByTestId("download-bar")],
  ];
  const boxes: Box[] = [];
  for (const [name, locator] of bars) if ((await locator.count()) > 0) boxes.push(await boxOf(name, locator));
  for (const name of names) boxes.push(await boxOf(name, partOf(page, name)));
  return boxes;
}

const clashes = (boxes: Box[]) =>
  boxes.flatMap((a, i) =>
    boxes.slice(i + 1).flatMap((b) => (overlap(a, b) ? [`${a.name} × ${b.name}`] : [])),
  );

/** Scrolls to the page's end and checks that `target` stands whole above everything resting at the bottom. */
async function expectScrolledClear(page: Page, target: Locator, resting: () => Promise<Box[]>) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      const viewport = page.viewportSize()?.height ?? 0;
      const bottomThings = (await resting()).filter((thing) => thing.y > viewport / 2);
      const line = Math.min(viewport, ...bottomThings.map((thing) => thing.y));
      return box ? Math.round(box.y + box.height - line) : "no box";
    })
    .toBeLessThanOrEqual(0);
}

async function installBanner(request: APIRequestContext, merchant: string, on: boolean) {
  const response = await request.post("/__dev/install-settings", {
    data: { merchant, settings: { bottom_app_bar_mode: on ? { enabled: true, value: "sheet" } : null } },
  });
  expect(response.ok()).toBe(true);
}

async function openAs(page: Page, dev: DevControls, who: Who, path: string) {
  if (who !== "visitor") await dev.signIn(page, who);
  await page.goto(path);
}

test.describe("floating parts, one layout", () => {
  let request: APIRequestContext;
  test.beforeEach(async ({ playwright, baseURL }) => {
    request = await serverRequest(playwright, baseURL);
  });
  test.afterEach(async ({ merchant }) => {
    await installBanner(request, merchant.code, false);
    await request.dispose();
  });

  for (const who of ["visitor", "demo"] as const)
    for (const banner of [false, true])
      test(`home, ${who}${banner ? ", with the install banner" : ""}: the floating parts rest apart and off the bars, in the language's corners, and the page's end scrolls clear of them`, async ({
        page,
        merchant,
        dev,
      }) => {
        await installBanner(request, merchant.code, banner);
        const texts = catalogue(merchant.languages.default);
        await openAs(page, dev, who, "/m/home");
        const parts = expectedParts(merchant, who, true);
        const names = parts.map((part) => part.name);
        for (const name of names) await expect(partOf(page, name)).toBeVisible({ timeout: 15_000 });
        await expect(page.getByTestId("download-bar")).toBeVisible();
        if (banner && installing(merchant)) await expect(page.getByTestId("install-banner")).toBeVisible();

        // At rest, nothing overlaps anything else: the parts, the tab bar, the banner, the download bar.
        await expect.poll(async () => clashes(await restingBoxes(page, names, texts))).toEqual([]);

        // The corners follow the language: end is the right in left-to-right, the left in right-to-left.
        const width = page.viewportSize()?.width ?? 0;
        const rtl = LANGUAGES[merchant.languages.default].dir === "rtl";
        for (const part of parts) {
          const box = await boxOf(part.name, partOf(page, part.name));
          const onRight = box.x + box.width / 2 > width / 2;
          expect(onRight, `${part.name} (${part.corner})`).toBe((part.corner === "end") !== rtl);
        }

        // The page's last content scrolls clear of all of them.
        const main = page.locator("main.wl-page");
        await expect(main.locator("[data-testid=vendor-lane]").first()).toBeVisible();
        await expectScrolledClear(page, main.locator(":scope > *").last(), () =>
          restingBoxes(page, names, texts),
        );
      });

  test("form pages keep room for what rests at the bottom: registration as a visitor, the deposit form as a member @one-phone", async ({
    page,
    merchant,
    dev,
  }) => {
    await installBanner(request, merchant.code, true);
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/register");
    const banner = page.getByTestId("install-banner");
    if (installing(merchant)) await expect(banner).toBeVisible();
    const register = page.locator("main form button[type=submit]");
    await expect(register).toBeVisible();
    await expectScrolledClear(page, register, () => restingBoxes(page, [], texts));

    await openAs(page, dev, "demo", "/m/voucherCenter");
    const names = expectedParts(merchant, "demo", false).map((part) => part.name);
    for (const name of names) await expect(partOf(page, name)).toBeVisible({ timeout: 15_000 });
    if (installing(merchant)) await expect(banner).toBeVisible();
    await expect.poll(async () => clashes(await restingBoxes(page, names, texts))).toEqual([]);
    const deposit = page.getByRole("button", { name: texts("deposit_submit") });
    await expect(deposit).toBeVisible();
    await expectScrolledClear(page, deposit, () => restingBoxes(page, names, texts));
  });

  test("the download bar takes its own room: the sign-in brand and home's lead banner show whole, and nothing shifts @one-phone", async ({
    page,
    merchant,
  }) => {
    // Every layout shift the page makes by itself (none follows a tap here), from the first paint.
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const texts = catalogue(merchant.languages.default);
    const bar = page.getByTestId("download-bar");
    const shift = () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    const below = async (what: Locator) => {
      // The app takes the static shell's picture over in place: measured once the one there shows.
      await expect(what).toBeVisible();
      const [barBox, box] = [await boxOf("download bar", bar), await boxOf("picture", what)];
      expect(box.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      expect(box.height).toBeGreaterThan(0);
    };

    await page.goto("/m/login");
    await expect(bar).toBeVisible();
    await below(page.locator(".wl-hero img"));
    // The floating parts and the overlays' rules have come and gone by then.
    await page.waitForLoadState("networkidle");
    expect(await shift()).toBeLessThanOrEqual(0.01);

    await page.goto("/m/home");
    await expect(bar).toBeVisible();
    const lead = page
      .getByRole("region", { name: texts("banners") })
      .locator("img")
      .first();
    await expect(lead).toBeVisible();
    await below(lead);
    await page.waitForLoadState("networkidle");
    for (const part of expectedParts(merchant, "visitor", true))
      await expect(partOf(page, part.name)).toBeVisible();
    expect(await shift()).toBeLessThanOrEqual(0.01);

    // Closed, the bar gives its room back: the banner moves up, as the member's tap asked.
    const before = await boxOf("lead", lead);
    await bar.getByRole("button", { name: texts("download_bar_close") }).click();
    await expect(bar).toHaveCount(0);
    await expect.poll(async () => (await boxOf("lead", lead)).y).toBeLessThan(before.y);
  });
});
