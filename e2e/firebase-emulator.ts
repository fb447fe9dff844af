/**
 * Sign-in through firebase's Auth emulator (started around the browser tests by
 * `firebase emulators:exec`, see scripts/test.ts). Real SDK, real emulator; the only stand-in is
 * Google's gapi script, which the SDK and the emulator's helper iframe fetch from the internet
 * (see gapi-stand-in.js). Also: the codes the emulator "texted", and binding a social or phone
 * account to a seeded member through the reference server.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { AUTH_EMULATOR } from "../server/dev/stand-ins";
import { test as base, expect, serverRequest } from "./fixtures";

export { AUTH_EMULATOR };

/**
 * The emulator files every API-key call under the project it was started with (emulators:exec
 * exports it as GCLOUD_PROJECT), whatever demo-<merchant> project the app names.
 */
const EMULATOR_PROJECT = process.env.GCLOUD_PROJECT ?? "demo-royal";
const GAPI_STAND_IN = readFileSync(fileURLToPath(new URL("./gapi-stand-in.js", import.meta.url)), "utf8");

export class FirebaseEmulator {
  constructor(
    private readonly server: APIRequestContext,
    private readonly emulator: APIRequestContext,
    private readonly merchant: string,
  ) {}

  /** Makes the reference server log `subject` (firebase uid, phone number or e-mail) in as `username`. */
  async bind(subject: string, username: string): Promise<void> {
    const response = await this.server.post("/__dev/bind-social", {
      data: { merchant: this.merchant, subject, username },
    });
    expect(response.ok()).toBe(true);
  }

  /** The last code the emulator "sent" to a number, once it has sent one. */
  async phoneCode(phoneNumber: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(async () => {
        const response = await this.emulator.get(
          `/emulator/v1/projects/${EMULATOR_PROJECT}/verificationCodes`,
        );
        const { verificationCodes = [] } = (await response.json()) as {
          verificationCodes?: Array<{ phoneNumber: string; code: string }>;
        };
        code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
        return code;
      })
      .toBeTruthy();
    return code as string;
  }

  /** Signs in on the emulator's provider page (the popup) as a new account with this e-mail. */
  async signInOnProviderPage(popup: Page, email: string): Promise<void> {
    await popup.locator("#add-account-button").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#sign-in").click();
  }
}

/** A fresh e-mail per sign-in: emulator accounts outlive a test. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A fresh +1 555 number per sign-in, as dialling code and national number. */
export function uniquePhone(): { diallingCode: string; number: string; e164: string } {
  const number = `555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  return { diallingCode: "1", number, e164: `+1${number}` };
}

/** The SMS provider's form offers the merchant's countries: choose the one the test number is from. */
export async function pickDiallingCode(page: Page, sheet: Locator, code: string) {
  await sheet.locator('button[aria-haspopup="dialog"]').first().click();
  await page
    .getByRole("dialog")
    .last()
    .getByRole("button", { name: new RegExp(`\\+${code}$`) })
    .click();
  await expect(sheet.locator('button[aria-haspopup="dialog"]').first()).toContainText(`+${code}`);
}

export const test = base.extend<{ firebase: FirebaseEmulator }>({
  firebase: async ({ playwright, context, merchant, baseURL }, use) => {
    await context.route("https://apis.google.com/js/api.js**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: GAPI_STAND_IN }),
    );
    // The emulator's provider page styles itself from CDNs; without them it still works, and fails fast here.
    await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
      route.abort(),
    );
    const server = await serverRequest(playwright, baseURL);
    const emulator = await playwright.request.newContext({
      baseURL: AUTH_EMULATOR,
      extraHTTPHeaders: { Authorization: "Bearer owner" },
    });
    await use(new FirebaseEmulator(server, emulator, merchant.code));
    await server.dispose();
    await emulator.dispose();
  },
});

export { expect };
