/** What a journey does on a Playwright page as a member would, or in their stead. */
import type { Page } from "@playwright/test";
import { STORAGE_KEYS } from "../../engine/constants";
import { DevControlsClient, type DevControlsTarget } from "./dev-controls";

/** Fills the login form on the page and sends it (the caller says where the page should be). */
export async function logIn(page: Page, texts: (key: string) => string, username: string, password: string) {
  await page.getByLabel(texts("username"), { exact: true }).fill(username);
  await page.getByLabel(texts("password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: texts("login"), exact: true }).click();
}

/** Marks a tab the fixture signed in, so a later logout or expiry in the test holds on reload. */
const SIGNED_IN_MARK = "e2e-signed-in";

/** The development controls, and a page opened as a member's without the login form. */
export class DevControls extends DevControlsClient {
  constructor(
    target: DevControlsTarget,
    /** Where the app is served (http://<code>.localhost:<port>). */
    private readonly appOrigin: string,
  ) {
    super(target);
  }

  /**
   * The page opens as the member's, already signed in: the session a login would start, kept where
   * the app keeps it (session storage, spec §3), so the first page the test opens is the member's.
   * For journeys whose subject is not the login; those that test the login fill the form (logIn).
   */
  async signIn(page: Page, username: string) {
    const info = await this.sessionInfo(username);
    // Once per tab, on the app's own origin: a later logout or expiry in the test must hold.
    await page.addInitScript(
      ({ origin, info, mark, key }) => {
        if (location.origin !== origin || sessionStorage.getItem(mark)) return;
        sessionStorage.setItem(mark, "1");
        sessionStorage.setItem(key, info);
      },
      { origin: new URL(this.appOrigin).origin, info, mark: SIGNED_IN_MARK, key: STORAGE_KEYS.sessionInfo },
    );
  }
}

/** The member's token as the app keeps it in the page's session (spec §3); a page with none fails the test. */
export async function sessionToken(page: Page): Promise<string> {
  const token: unknown = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? "{}").token,
    STORAGE_KEYS.sessionInfo,
  );
  if (typeof token !== "string") throw new Error(`no member's session in ${page.url()}`);
  return token;
}
