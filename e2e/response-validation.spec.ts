import { RESPONSE_LIST_LIMIT } from "../engine/constants";
import { catalogue, expect, test } from "./fixtures";

/**
 * Issue 20, "responses validated at the boundary": the home's lanes answered in wrong shapes, one
 * after another on one page. Each ends in the screen's error state with its retry (never a blank
 * page or an uncaught error), is counted once for its call, and the real answer still fills the
 * lanes afterwards.
 */
const LANES = "/wps/relay/GCSGAME_newGameVendor";
const CALL = "content.getVendorLanes";

const WRONG_ANSWERS: Array<{ name: string; body: unknown }> = [
  { name: "lanes not a list", body: { success: true, value: { data: { lanes: "lanes" } } } },
  {
    name: "a card without its name",
    body: { success: true, value: { data: { lanes: [{ title: "A", cards: [{ accountTypeName: "X" }] }] } } },
  },
  { name: "a null value", body: { success: true, value: null } },
  {
    name: "a huge list",
    body: {
      success: true,
      value: {
        data: { lanes: Array.from({ length: RESPONSE_LIST_LIMIT + 1 }, () => ({ title: "A", cards: [] })) },
      },
    },
  },
  { name: "no envelope", body: [] },
];

test.describe("wrong-shaped answers", { tag: ["@one-phone", "@one-merchant"] }, () => {
  test("the home's lanes show their error state for each, counted once, then recover", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const uncaught: string[] = [];
    page.on("pageerror", (error) => uncaught.push(error.message));
    const retry = page.getByRole("button", { name: texts("retry_once") });
    const problems = () =>
      page.evaluate(
        (call) =>
          (window as { __wlResponseProblems?: Record<string, number> }).__wlResponseProblems?.[call] ?? 0,
        CALL,
      );

    for (const [index, { name, body }] of WRONG_ANSWERS.entries()) {
      await dev.fault({ path: LANES, body, times: 1 });
      if (index === 0) await page.goto("/m/home");
      else await retry.click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog, name).toContainText(texts("unknown_error"));
      await dialog.getByRole("button").first().click();
      await expect(retry, name).toBeVisible();
      await expect(page.getByTestId("vendor-lane"), name).toHaveCount(0);
      expect(await problems(), name).toBe(index + 1);
    }

    await retry.click();
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
    expect(await problems()).toBe(WRONG_ANSWERS.length);
    expect(uncaught).toEqual([]);
  });
});
