import type { Page, Response } from "@playwright/test";
import { expect, test, uniqueEmail } from "./firebase-emulator";
import { catalogue } from "./fixtures";

/**
 * GOOGLELOGIN3 (spec §6), Google's one-tap: sunrise has the switch on and Google sign-in with a web
 * client id. Google's script is played by the reference server's stand-in
 * (server/dev/google-identity-stand-in.js), which prompts a browser signed in to its "Google"
 * through the development control; its account signs in with firebase's Auth emulator.
 */
const STAND_IN_SCRIPT = "**/__dev/google-identity/client.js";

/** The stand-in's prompt, named as Google names its own. */
const prompt = (page: Page) => page.getByRole("dialog", { name: /^Sign in to .+ with Google$/ });

/**
 * The browser is signed in to (the stand-in's) Google as this account, as a member's browser
 * would be: the control opened in the tab, as a developer opens it.
 */
async function signInToGoogle(page: Page, email: string) {
  const response = await page.goto(`/__dev/google-identity/account?email=${encodeURIComponent(email)}`);
  expect(response?.ok()).toBe(true);
}

/** One-tap's rules (its engage chunk, the only one reading GOOGLELOGIN3) have arrived on the page. */
const oneTapRulesLoaded = (page: Page) =>
  page.waitForResponse(
    async (response: Response) =>
      /\/m\/assets\/engage-[^/]*\.js$/.test(response.url()) &&
      (await response.text()).includes("GOOGLELOGIN3"),
  );

/** The page has rendered twice since: a turn given by the rules just run has reached the screen. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );

test.describe("Google one-tap @one-phone @merchant:sunrise", () => {
  test("a visitor is offered one-tap on home and on login, and the account chosen lands signed in", async ({
    page,
    firebase,
  }) => {
    const email = uniqueEmail("sunrise-one-tap");
    await firebase.bind(email, "demo");
    await signInToGoogle(page, email);

    await page.goto("/m/home");
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page)).toContainText(email);

    await page.goto("/m/login");
    await prompt(page)
      .getByRole("button", { name: /^Continue as / })
      .click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
  });

  test("not over a form the member has started: the prompt arriving then stays away", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await signInToGoogle(page, uniqueEmail("sunrise-one-tap-form"));
    // Google's script is held back until the member has started the form, as on a slow phone.
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    await page.route(STAND_IN_SCRIPT, async (route) => {
      await delivered;
      await route.continue();
    });
    const scriptAsked = page.waitForRequest(/\/__dev\/google-identity\/client\.js$/);
    await page.goto("/m/login");
    await scriptAsked;
    await page.getByLabel(texts("username"), { exact: true }).fill("demo");
    deliver();
    // The script ran (its global is there) and the page has painted since it loaded.
    await page.waitForFunction(() => "google" in window);
    await nextFrames(page);
    await expect(prompt(page)).toHaveCount(0);
    await expect(page.getByLabel(texts("username"), { exact: true })).toHaveValue("demo");
  });

  test("never in the native app, nor to a logged-in member", async ({ page, dev }) => {
    await signInToGoogle(page, uniqueEmail("sunrise-one-tap-none"));
    // Where one-tap is due its view's chunk is fetched as its turn comes, before Google's script.
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/\/m\/assets\/one-tap-[^/]*\.js$|\/__dev\/google-identity\//.test(request.url()))
        fetched.push(request.url());
    });

    let rules = oneTapRulesLoaded(page);
    await page.goto("/m/login?inApp=android");
    await rules;
    await nextFrames(page);
    await expect(prompt(page)).toHaveCount(0);
    expect(fetched).toEqual([]);

    await dev.signIn(page, "demo");
    rules = oneTapRulesLoaded(page);
    await page.goto("/m/home");
    await rules;
    await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
    await nextFrames(page);
    await expect(prompt(page)).toHaveCount(0);
    expect(fetched).toEqual([]);
  });
});
