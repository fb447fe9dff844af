/**
 * /m/help and /m/news as a member sees them: help topics by category that open in place and a
 * search that narrows them; news dated in the member's language with its article; and server HTML
 * full of scripts and handlers, set through the dev controls, painted without running any of it.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { control } from "./cashier";
import { catalogue, expect, serverRequest, test } from "./fixtures";
import { helpTopics, newsList } from "./support-api";
import { XSS_HTML } from "./xss-corpus";

/** Counts every dialog and every run of an XSS vector (`window.__xss`), from the first script on. */
async function watchForXss(page: Page): Promise<() => Promise<number>> {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  return async () => dialogs + (await page.evaluate(() => (window as unknown as { __xss: number }).__xss));
}

/** Nothing in the box can run code: no handler attributes, no script-bearing URLs, no script or frame. */
async function expectInert(box: Locator) {
  const found = await box.evaluate((root) => {
    const problems: string[] = [];
    for (const element of root.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) problems.push(`${element.tagName} ${attribute.name}`);
        if (/^\s*(javascript|data|vbscript):/i.test(attribute.value))
          problems.push(`${element.tagName} ${attribute.name}`);
      }
      if (/^(SCRIPT|IFRAME|OBJECT|EMBED|STYLE|BASE|META|FORM|INPUT|svg)$/i.test(element.tagName))
        problems.push(element.tagName);
    }
    return problems;
  });
  expect(found).toEqual([]);
}

async function withHtml(
  request: APIRequestContext,
  path: "/__dev/help-topic" | "/__dev/news",
  merchant: string,
  original: { id: number; content: string },
  run: () => Promise<void>,
) {
  await control(request, path, { merchant, id: original.id, content: XSS_HTML });
  try {
    await run();
  } finally {
    await control(request, path, { merchant, id: original.id, content: original.content });
  }
}

test.describe("help @one-phone", () => {
  test("topics are listed by category, open in place and narrow with the search", async ({
    page,
    merchant,
    playwright,
    baseURL,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const request = await serverRequest(playwright, baseURL);
    const categories = await helpTopics(request, merchant.code);
    await page.goto("/m/help");
    await expect(page.getByRole("heading", { level: 1, name: texts("help_title") })).toBeVisible();
    for (const category of categories) {
      await expect(page.getByRole("heading", { level: 2, name: category.name })).toBeVisible();
    }
    const first = categories[0]?.topics[0];
    if (!first) throw new Error("every merchant is seeded with help topics");
    const opener = page.getByRole("button", { name: first.title });
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await opener.click();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await opener.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).not.toBeEmpty();

    const last = categories.at(-1)?.topics.at(-1);
    if (!last) throw new Error("every merchant is seeded with help topics");
    await page.getByLabel(texts("help_search")).fill(last.title);
    await expect(page.getByRole("button", { name: last.title })).toBeVisible();
    await expect(page.getByRole("button", { name: first.title })).toHaveCount(0);
    await page.getByLabel(texts("help_search")).fill("zzqqxx-nothing");
    await expect(page.getByText(texts("help_no_match").replace("{query}", "zzqqxx-nothing"))).toBeVisible();
    await request.dispose();
  });

  test("a topic's HTML with scripts and handlers is painted without running @one-phone @one-merchant", async ({
    page,
    merchant,
    playwright,
    baseURL,
  }) => {
    const request = await serverRequest(playwright, baseURL);
    const first = (await helpTopics(request, merchant.code))[0]?.topics[0];
    if (!first) throw new Error("every merchant is seeded with help topics");
    const runs = await watchForXss(page);
    await withHtml(request, "/__dev/help-topic", merchant.code, first, async () => {
      await page.goto("/m/help");
      await page.getByRole("button", { name: first.title }).click();
      await expect(page.getByTestId("xss-safe")).toHaveText("Safe text survives");
      // The opened panel only: the card's own expand icon is an SVG of the app's.
      await expectInert(page.getByTestId("help-topic").first().locator("div[id]"));
      // Handlers that would fire on load, error, focus or animation have had their chance.
      await page.waitForTimeout(1_000);
      expect(await runs()).toBe(0);
    });
    await request.dispose();
  });
});

test.describe("news @one-phone", () => {
  test("the list is dated in the member's language and opens an article; an unknown id says so", async ({
    page,
    merchant,
    playwright,
    baseURL,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const request = await serverRequest(playwright, baseURL);
    const news = await newsList(request, merchant.code);
    const newest = news[0];
    if (!newest) throw new Error("every merchant is seeded with news");
    await page.goto("/m/news");
    await expect(page.getByRole("heading", { level: 1, name: texts("news_title") })).toBeVisible();
    const items = page.getByTestId("news-list").getByRole("link");
    await expect(items).toHaveCount(news.length);
    // The date as this page's language writes it (the app sets <html lang> to the member's locale).
    const expected = await page.evaluate(
      (ms) => new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: "medium" }).format(ms),
      newest.publishDate,
    );
    await expect(items.first()).toContainText(newest.title);
    await expect(items.first().locator("time")).toHaveText(expected);

    await items.first().click();
    await expect(page).toHaveURL(new RegExp(`/m/news\\?id=${newest.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: newest.title })).toBeVisible();
    await expect(page.getByTestId("news-article")).toContainText(expected);

    await page.goto("/m/news?id=999999");
    await expect(page.getByText(texts("news_not_found"))).toBeVisible();
    await page.getByRole("link", { name: texts("news_all") }).click();
    await expect(page).toHaveURL(/\/m\/news$/);
    await request.dispose();
  });

  test("an article's HTML with scripts and handlers is painted without running @one-phone @one-merchant", async ({
    page,
    merchant,
    playwright,
    baseURL,
  }) => {
    const request = await serverRequest(playwright, baseURL);
    const newest = (await newsList(request, merchant.code))[0];
    if (!newest) throw new Error("every merchant is seeded with news");
    const detail = await request.get(`/wps/relay/MCSFE_getNewsDetail?id=${newest.id}`, {
      headers: { Merchant: merchant.code },
    });
    const original = { id: newest.id, content: (await detail.json()).value.content as string };
    const runs = await watchForXss(page);
    await withHtml(request, "/__dev/news", merchant.code, original, async () => {
      await page.goto(`/m/news?id=${newest.id}`);
      await expect(page.getByTestId("xss-safe")).toHaveText("Safe text survives");
      await expectInert(page.getByTestId("news-article"));
      await page.waitForTimeout(1_000);
      expect(await runs()).toBe(0);
    });
    await request.dispose();
  });
});
