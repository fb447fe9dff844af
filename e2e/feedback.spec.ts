/**
 * /m/feedback as a member sees it: a visitor is sent home; a member reads earlier feedback with
 * its reply, sends a new one that shows at the top of the history, and after a failed submit finds
 * everything typed still there and can send it again. A screenshot goes with a message and is
 * marked in the history; a file that is not an image is refused at the picker, the text kept.
 */
import type { Page } from "@playwright/test";
import { catalogue, type DevControls, expect, test } from "./fixtures";

async function openFeedbackAs(page: Page, dev: DevControls, texts: (key: string) => string) {
  await dev.signIn(page, "demo");
  await page.goto("/m/feedback");
  await expect(page.getByRole("heading", { level: 1, name: texts("feedback_title") })).toBeVisible();
}

test.describe("feedback @one-phone", () => {
  test("without a session the page leads home @one-phone @one-merchant", async ({ page }) => {
    await page.goto("/m/feedback");
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("a sent message appears at the top of the member's history, beside the earlier replies", async ({
    dev,
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await openFeedbackAs(page, dev, texts);
    const history = page.getByTestId("feedback-history");
    // The seeded answered feedback shows its reply.
    await expect(history.getByText(texts("feedback_reply"), { exact: true }).first()).toBeVisible();

    const message = `The lottery page is slow ${Date.now()}`;
    await page
      .getByTestId("feedback-form")
      .getByText(texts("feedback_category_game"), { exact: true })
      .click();
    await page.getByLabel(texts("feedback_message"), { exact: true }).fill(message);
    await expect(page.getByTestId("feedback-count")).toHaveText(`${[...message].length} / 500`);
    await page.getByRole("button", { name: texts("feedback_submit") }).click();

    await expect(page.getByText(texts("feedback_sent"))).toBeVisible();
    const newest = history.getByTestId("feedback-item").first();
    await expect(newest).toContainText(message);
    await expect(newest).toContainText(texts("feedback_category_game"));
    await expect(newest.getByTestId("feedback-state")).toHaveText(texts("feedback_state_open"));
    await expect(page.getByLabel(texts("feedback_message"), { exact: true })).toHaveValue("");
  });

  test("a failed submit keeps what was typed, and sending again files it once @one-merchant", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await openFeedbackAs(page, dev, texts);
    await dev.fault({ path: "/wps/relay/MCSFE_submitFeedback", status: 500, times: 1 });

    const message = `Withdrawal question ${Date.now()}\nsecond line`;
    await page
      .getByTestId("feedback-form")
      .getByText(texts("feedback_category_withdraw"), { exact: true })
      .click();
    await page.getByLabel(texts("feedback_message"), { exact: true }).fill(message);
    await page.getByLabel(texts("feedback_contact"), { exact: true }).fill("demo@example.com");
    await page.getByRole("button", { name: texts("feedback_submit") }).click();

    await expect(page.getByRole("alert").filter({ hasText: texts("feedback_failed") })).toBeVisible();
    await expect(page.getByLabel(texts("feedback_message"), { exact: true })).toHaveValue(message);
    await expect(page.getByLabel(texts("feedback_contact"), { exact: true })).toHaveValue("demo@example.com");
    await expect(page.getByRole("radio", { name: texts("feedback_category_withdraw") })).toBeChecked();

    await page.getByRole("button", { name: texts("feedback_submit") }).click();
    await expect(page.getByText(texts("feedback_sent"))).toBeVisible();
    const items = page.getByTestId("feedback-item").filter({ hasText: message.split("\n")[0] ?? message });
    await expect(items).toHaveCount(1);
    await expect(items).toContainText(texts("feedback_category_withdraw"));
  });

  test("a screenshot goes with the message and is marked in the history; a non-image is refused, the text kept @one-merchant", async ({
    dev,
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await openFeedbackAs(page, dev, texts);
    const message = `The bet slip overlaps the keyboard ${Date.now()}`;
    await page.getByLabel(texts("feedback_message"), { exact: true }).fill(message);
    await page.getByLabel(texts("feedback_contact"), { exact: true }).fill("demo@example.com");
    const picker = page.getByLabel(texts("feedback_attachment"), { exact: true });

    // A text file named like a picture: the browser calls it image/png, its bytes say otherwise.
    await picker.setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("my notes\n"),
    });
    await expect(page.getByTestId("feedback-attachment-error")).toHaveText(
      texts("feedback_attachment_not_image"),
    );
    await expect(page.getByTestId("feedback-attachment-preview")).toHaveCount(0);
    await expect(page.getByLabel(texts("feedback_message"), { exact: true })).toHaveValue(message);
    await expect(page.getByLabel(texts("feedback_contact"), { exact: true })).toHaveValue("demo@example.com");

    // A real 1×1 PNG, made here.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    await picker.setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: png });
    await expect(page.getByTestId("feedback-attachment-error")).toHaveCount(0);
    await expect(page.getByRole("img", { name: texts("feedback_attachment_preview") })).toBeVisible();
    await page.getByRole("button", { name: texts("feedback_submit") }).click();

    await expect(page.getByText(texts("feedback_sent"))).toBeVisible();
    // Found by its text, not by position: other journeys of this member may send at the same time.
    const sent = page
      .getByTestId("feedback-history")
      .getByTestId("feedback-item")
      .filter({ hasText: message });
    await expect(sent).toHaveCount(1);
    const mark = sent.getByTestId("feedback-attachment");
    await expect(mark).toContainText(texts("feedback_attachment_marked"));
    // The thumbnail is the image sent, fetched with the member's session.
    await expect
      .poll(() =>
        mark.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(1);
    await expect(page.getByTestId("feedback-attachment-preview")).toHaveCount(0);
  });

  test("an empty message is flagged at the field and nothing is sent @one-phone @one-merchant", async ({
    dev,
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await openFeedbackAs(page, dev, texts);
    // Count the history once it has loaded (its seeded answered feedback shows), not while it loads.
    await expect(
      page.getByTestId("feedback-history").getByText(texts("feedback_reply"), { exact: true }).first(),
    ).toBeVisible();
    const before = await page.getByTestId("feedback-item").count();
    await page.getByRole("button", { name: texts("feedback_submit") }).click();
    await expect(
      page.getByText(texts("field_required").replace("{field}", texts("feedback_message"))),
    ).toBeVisible();
    await expect(page.getByLabel(texts("feedback_message"), { exact: true })).toBeFocused();
    await expect(page.getByTestId("feedback-item")).toHaveCount(before);
  });
});
