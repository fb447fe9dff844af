/**
 * Updates and offline (issue 20): a deploy never reloads a member out of a form, an old tab
 * survives the backend's new RSA key, and offline on any route shows the offline toast over the
 * cached shell. The engine's rules, the same on every phone and merchant.
 */
import { ASSET_HASH_FIRST_CHECK_MS, ASSET_HASH_VISIBILITY_DEBOUNCE_MS } from "../engine/constants";
import { catalogue, expect, serverRequest, test } from "./fixtures";

const ENGINE_RULES = { tag: ["@one-phone", "@one-merchant"] };

test(
  "a deploy while a member types in a form holds the update notice back until the form is clean",
  ENGINE_RULES,
  async ({ page, dev, merchant }) => {
    const texts = catalogue(merchant.languages.default);
    await page.clock.install();
    await page.goto("/m/login");
    await page.clock.runFor(ASSET_HASH_FIRST_CHECK_MS);
    const username = page.getByLabel(texts("username"), { exact: true });
    await username.fill("half-typed");
    await page.evaluate(() => Object.assign(window, { wlSamePage: true }));

    // The deploy lands and the member comes back to the tab: the check runs and finds it.
    await dev.assetManifestHash("a-newer-build");
    const checked = page.waitForResponse((response) => response.url().includes("asset-manifest.json"));
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.clock.runFor(ASSET_HASH_VISIBILITY_DEBOUNCE_MS);
    expect((await (await checked).json()).hash).toBe("a-newer-build");
    const notice = page.getByTestId("update-notice");
    await expect(notice).toHaveCount(0);

    // The form is clean again: the waiting notice shows; typing hides it, and nothing reloads.
    await username.fill("");
    await expect(notice.getByRole("button", { name: texts("refresh") })).toBeVisible();
    await username.fill("typing again");
    await expect(notice).toHaveCount(0);
    await expect(username).toHaveValue("typing again");
    expect(await page.evaluate(() => "wlSamePage" in window)).toBe(true);
  },
);

test(
  "an old login page logs in after the backend's RSA key changed, without a reload",
  ENGINE_RULES,
  async ({ page, playwright, baseURL, merchant }) => {
    const texts = catalogue(merchant.languages.default);
    const server = await serverRequest(playwright, baseURL);
    const keyFetches: string[] = [];
    const logins: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path === "/wps/session/key/rsa") keyFetches.push(path);
      if (path === "/wps/session/login") logins.push(path);
    });
    try {
      await page.goto("/m/login");
      await page.evaluate(() => Object.assign(window, { wlSamePage: true }));
      // A first try with a wrong password: the page now holds the server's key.
      await page.getByLabel(texts("username"), { exact: true }).fill("demo");
      await page.getByLabel(texts("password"), { exact: true }).fill("wrong-password");
      await page.getByRole("button", { name: texts("login"), exact: true }).click();
      await page.getByRole("alertdialog").getByRole("button").click();
      expect(keyFetches).toHaveLength(1);

      // The backend is redeployed with a new key; the member tries again on the same page.
      expect((await server.post("/__dev/rsa-key", { data: { rotate: true } })).ok()).toBe(true);
      await page.getByLabel(texts("password"), { exact: true }).fill("Demo@1234");
      await page.getByRole("button", { name: texts("login"), exact: true }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
      // One refetch of the key, one retry of the refused login: never a loop.
      expect(keyFetches).toHaveLength(2);
      expect(logins).toHaveLength(3);
      expect(await page.evaluate(() => "wlSamePage" in window)).toBe(true);
    } finally {
      await server.post("/__dev/rsa-key", { data: { rotate: false } });
      await server.dispose();
    }
  },
);

test.describe("offline", () => {
  // The cached shell is the service worker's (playwright.config.ts blocks it for other journeys).
  test.use({ serviceWorkers: "allow" });

  test(
    "every route, opened afresh or in the app, shows the offline toast over the cached shell",
    ENGINE_RULES,
    async ({ page, context, dev, merchant }) => {
      // Twelve navigations, each waiting for a toast to come and go: more than one page's default.
      test.setTimeout(90_000);
      const texts = catalogue(merchant.languages.default);
      await dev.signIn(page, "demo");
      await page.goto("/m/home");
      await expect(page.getByTestId("vendor-lane").first()).toBeVisible();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 20_000,
      });

      await context.setOffline(true);
      const toast = page.getByTestId("toast");
      const failures: string[] = [];
      const routes = [
        "/m/home",
        "/m/activity",
        "/m/member/home",
        "/m/voucherCenter",
        "/m/withdraw",
        "/m/help",
      ];
      const holds = (check: Promise<void>, problem: string) =>
        check.then(
          () => null,
          () => problem,
        );
      // Every route opened afresh, then every route reached from another inside the app.
      for (const how of ["opened afresh", "in the app"] as const) {
        for (const path of routes) {
          // The last route's toast must be gone, or it would answer for this one.
          await expect(toast).toHaveCount(0);
          if (how === "opened afresh") await page.goto(path);
          else
            await page.evaluate((to) => {
              history.pushState(null, "", to);
              dispatchEvent(new PopStateEvent("popstate"));
            }, path);
          const problems = [
            await holds(expect(toast).toHaveText(texts("network_offline")), "no offline toast"),
            await holds(expect(page.locator(".wl-brand")).toBeVisible(), "no brand bar"),
            await holds(
              expect(page.getByRole("navigation", { name: texts("nav_main") })).toBeVisible(),
              "no tab bar",
            ),
            (await page.getByRole("alertdialog").count()) ? "an alert over the page" : null,
          ];
          for (const problem of problems) if (problem) failures.push(`${path} ${how}: ${problem}`);
        }
      }
      await context.setOffline(false);
      expect(failures).toEqual([]);
    },
  );
});
