import { catalogue, expect, test } from "./fixtures";

/**
 * Spec section 8, row by row, as a member sees it. Each fault is injected on the reference
 * backend through its development controls; rows whose screens come with later issues are
 * covered by tests/engine/error-catalogue.test.ts until then.
 */
const LANES = "/wps/relay/GCSGAME_newGameVendor";
const MEMBER = "/wps/member/info";

test.describe("error catalogue in the browser", { tag: ["@one-phone", "@one-merchant"] }, () => {
  test("HTTP 401: the session ends and the notice's button leads to the login page", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    // Signed in before any page opens, so no call of the app's meets the fault before the page below.
    await dev.signIn(page, "demo");
    await dev.fault({
      path: MEMBER,
      status: 401,
      errorCode: "login.not.session",
      message: "Session expired",
    });
    await page.goto("/m/home");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(texts("please_login"));
    await expect(page.getByTestId("top-bar-member")).toHaveCount(0);
    await dialog.getByRole("button", { name: texts("confirm") }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test("a not-logged-in code ends the session with the 'please login' notice", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.signIn(page, "demo");
    await dev.fault({ path: MEMBER, status: 400, errorCode: "CUSTOMER_NOT_LOGIN" });
    await page.goto("/m/home");
    await expect(page.getByRole("alertdialog")).toContainText(texts("please_login"));
    await page.getByRole("alertdialog").getByRole("button").click();
    await expect(page.getByRole("link", { name: texts("login"), exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test("HTTP 502 is quiet: no notice, and the lanes offer a retry instead of a spinner", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.fault({ path: LANES, status: 502 });
    await page.goto("/m/home");
    await expect(page.getByRole("button", { name: texts("retry_once") })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await dev.restore();
    await page.getByRole("button", { name: texts("retry_once") }).click();
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
  });

  test("TOO_MANY_REQUESTS is silent", async ({ page, merchant, dev }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.fault({ path: LANES, status: 429, errorCode: "TOO_MANY_REQUESTS", message: "Slow down" });
    await page.goto("/m/home");
    await expect(page.getByRole("button", { name: texts("retry_once") })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("another failure shows the server's message", async ({ page, dev }) => {
    await dev.fault({ path: LANES, status: 500, errorCode: "lanes.down", message: "Game lobby is updating" });
    await page.goto("/m/home");
    await expect(page.getByRole("alertdialog")).toContainText("Game lobby is updating");
  });

  test("a failure without a message says 'unknown error'", async ({ page, merchant, dev }) => {
    await dev.fault({ path: LANES, status: 500 });
    await page.goto("/m/home");
    await expect(page.getByRole("alertdialog")).toContainText(
      catalogue(merchant.languages.default)("unknown_error"),
    );
  });

  test("a login error shows its message titled notice, and the remembered fields stay", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.fault({
      path: "/wps/session/login",
      status: 400,
      errorCode: "not.exists.user",
      message: "No such member",
    });
    await page.goto("/m/login");
    await page.getByLabel(texts("username")).fill("nobody");
    await page.getByLabel(texts("password")).fill("whatever1");
    await page.getByRole("button", { name: texts("login"), exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading")).toHaveText(texts("notice"));
    await expect(dialog).toContainText("No such member");
    await dialog.getByRole("button").click();
    await expect(page.getByLabel(texts("username"))).toHaveValue("nobody");
    await expect(page.getByRole("button", { name: texts("login"), exact: true })).toBeEnabled();
  });

  test("an encryption failure shows its message and keeps the form", async ({ page, merchant, dev }) => {
    const texts = catalogue(merchant.languages.default);
    await dev.fault({ path: "/wps/session/key/rsa", status: 500 });
    await page.goto("/m/login");
    await page.getByLabel(texts("username")).fill("demo");
    await page.getByLabel(texts("password")).fill("Demo@1234");
    await page.getByRole("button", { name: texts("login"), exact: true }).click();
    await expect(page.getByRole("alertdialog")).toContainText("NO RSA KEY");
    await page.getByRole("alertdialog").getByRole("button").click();
    await expect(page.getByLabel(texts("username"))).toHaveValue("demo");
  });

  test("a malformed answer is reported, not a blank page", async ({ page, merchant, dev }) => {
    await dev.fault({ path: LANES, malformed: true });
    await page.goto("/m/home");
    await expect(page.getByRole("alertdialog")).toContainText(
      catalogue(merchant.languages.default)("unknown_error"),
    );
    await expect(page.locator(".wl-brand")).toHaveText(merchant.name);
  });

  test("a slow answer keeps the placeholders, then fills them: no spinner left behind", async ({
    page,
    dev,
  }) => {
    await dev.fault({ path: LANES, delayMs: 1500 });
    await page.goto("/m/home");
    await expect(page.locator(".wl-lane.wl-skeleton").first()).toBeVisible();
    await expect(page.getByTestId("vendor-lane").first()).toBeVisible({ timeout: 10_000 });
    await expect(page.locator(".wl-lane.wl-skeleton")).toHaveCount(0);
  });
});
