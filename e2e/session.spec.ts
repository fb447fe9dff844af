import { catalogue, expect, test } from "./fixtures";

test.describe("session", () => {
  test("a protected route without a session lands on the login page @one-phone @one-merchant", async ({
    page,
  }) => {
    await page.goto("/m/member/home");
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.locator("input[name=username]")).toBeVisible();
  });

  test("the demo member logs in, sees their name and VIP rank, and logs out", async ({ page, merchant }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/login");
    await page.getByLabel(texts("username")).fill("demo");
    await page.getByLabel(texts("password")).fill("Demo@1234");
    await page.getByRole("button", { name: texts("login"), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
    await page.getByTestId("top-bar-member").click();
    await expect(page.getByTestId("member-name")).toHaveText("demo");
    await expect(page.getByTestId("member-vip")).toContainText("Gold");
    await page.getByRole("button", { name: texts("logout") }).click();
    // A protected page without a session leads to the login page (spec section 2), also right after logging out.
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto("/m/member/home");
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test("the legacy crypto loads only when the first encrypted call is made @one-phone @one-merchant", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/m/login");
    await expect(page.getByLabel(texts("username"))).toBeVisible();
    expect(scripts.some((path) => path.includes("legacy-cipher"))).toBe(false);
    await page.getByLabel(texts("username")).fill("demo");
    await page.getByLabel(texts("password")).fill("Demo@1234");
    await page.getByRole("button", { name: texts("login"), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(scripts.some((path) => path.includes("legacy-cipher"))).toBe(true);
  });

  test("a wrong password keeps what was typed and says why @one-phone @one-merchant", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/login");
    await page.getByLabel(texts("username")).fill("demo");
    await page.getByLabel(texts("password")).fill("wrong-password");
    await page.getByRole("button", { name: texts("login"), exact: true }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button").click();
    await expect(page.getByLabel(texts("username"))).toHaveValue("demo");
    await expect(page.getByLabel(texts("password"))).toHaveValue("wrong-password");
  });

  test("an empty field is flagged and focused instead of being sent @one-phone @one-merchant", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await page.goto("/m/login");
    await page.getByRole("button", { name: texts("login"), exact: true }).click();
    await expect(page.getByLabel(texts("username"))).toBeFocused();
    await expect(page.getByLabel(texts("username"))).toHaveAttribute("aria-invalid", "true");
  });
});
