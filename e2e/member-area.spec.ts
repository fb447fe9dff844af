import { catalogue, expect, test } from "./fixtures";

test.describe("member area", () => {
  test("a member with an AUTO VIP label sees their progress and their benefits @one-phone", async ({
    dev,
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.signIn(page, "demo");
    await page.goto("/m/home");
    await page.getByTestId("top-bar-member").click();
    // The seeded demo member has met 4 of 10 conditions.
    await expect(page.getByRole("progressbar", { name: texts("member_vip_progress") })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    await page.getByRole("link", { name: texts("member_benefits") }).click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    await expect(page.getByTestId("benefits-level")).not.toBeEmpty();
    if (merchant.vipLabels?.some((label) => label.benefits?.length)) {
      await expect(page.getByTestId("benefits-levels").locator("[aria-current=true]")).toBeVisible();
    } else {
      await expect(page.getByText(texts("benefits_ask_service"))).toBeVisible();
    }
  });

  test("a member whose label is not AUTO has no benefits anywhere @one-phone", async ({
    dev,
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.signIn(page, "agent1");
    await page.goto("/m/member/home");
    await expect(page.getByTestId("member-vip")).toBeVisible();
    await expect(page.getByRole("link", { name: texts("member_benefits") })).toHaveCount(0);
    await page.goto("/m/member/benefits");
    await expect(page.getByText(texts("benefits_none"))).toBeVisible();
  });
});
