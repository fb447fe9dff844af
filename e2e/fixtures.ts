import { readFileSync } from "node:fs";
import { type APIRequestContext, type BrowserContext, test as base, expect } from "@playwright/test";
import type { MerchantConfig } from "../engine/config/merchant-config";
import { INSTALL_KEYS } from "../engine/engagement/rules/install-flags";
import { PUSH_PROMPT_KEYS } from "../engine/push/push-rules";
import { loadMerchant } from "../scripts/lib/merchants";
import { SCOPE_COOKIE, SCOPE_HEADER } from "../server/test-scopes";
import { scopeOfSlot } from "./test-scope";

/**
 * The reference server's test scope of this worker's slot (server/test-scopes.ts): its own database
 * and development state, so workers side by side never meet; a test is alone in it while it runs.
 * Playwright starts a new worker for each project and after a failure; the new one takes the slot's
 * scope (every test's fixtures switch off what it switched on and reseed what it changed), so a
 * scope's database is seeded once per slot, not once per worker.
 */
export const TEST_SCOPE = scopeOfSlot(process.env.TEST_PARALLEL_INDEX ?? "0");

/** The hosts a journey's browser reaches on the server: the merchant's, and the games' own origin. */
const scopedHosts = (baseURL: string) => {
  const url = new URL(baseURL);
  return [url.origin, `${url.protocol}//games.localhost:${url.port}`];
};

/** A browser context's requests all name the worker's scope: by header, and by cookie for the service worker's own. */
export async function scoped(
  context: BrowserContext,
  baseURL: string | undefined,
  { quietPopups = true, quietPush = true }: { quietPopups?: boolean; quietPush?: boolean } = {},
): Promise<BrowserContext> {
  // The announcement popup starts hidden for today (see the `quietPopups` option below).
  if (quietPopups)
    await context.addInitScript(() => {
      if (!localStorage.getItem("MC_POPUP_HIDDEN_AT"))
        localStorage.setItem("MC_POPUP_HIDDEN_AT", String(Date.now()));
    });
  // The push prompt starts as already shown this session (see the `pushPrompt` option below).
  if (quietPush)
    await context.addInitScript((key) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, "1");
    }, PUSH_PROMPT_KEYS.shown);
  await context.setExtraHTTPHeaders({ [SCOPE_HEADER]: TEST_SCOPE });
  await context.addCookies(
    scopedHosts(baseURL ?? "http://127.0.0.1").map((url) => ({ name: SCOPE_COOKIE, value: TEST_SCOPE, url })),
  );
  return context;
}

/**
 * Calls to the reference server from the test itself (development controls, the back office), in
 * the worker's scope. Node does not resolve <code>.localhost as Chromium does: they go to loopback.
 */
export function serverRequest(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  const port = new URL(baseURL ?? "http://127.0.0.1").port;
  return playwright.request.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    extraHTTPHeaders: { [SCOPE_HEADER]: TEST_SCOPE },
  });
}

/** The merchant under test, as the build sees it (defaults ← base ← merchant), so assertions follow the config. */
export const test = base.extend<{
  merchant: MerchantConfig;
  dev: DevControls;
  quietPopups: boolean;
  /** "quiet": the install prompt starts closed for the session (journeys not about it); "live": as a member meets it. */
  installPrompt: "quiet" | "live";
  /** "quiet": the push prompt counts as shown this session (journeys not about it); "live": as a member meets it. */
  pushPrompt: "quiet" | "live";
}>({
  /**
   * Every merchant greets each visitor and member with the announcement popup 1 s after the first
   * page: over any other journey it would stand between the test and the page. So each page
   * starts as a member's who ticked 'do not show today' (local storage, widgets/announcement-popup);
   * e2e/popups.spec.ts turns this off to test the popup itself.
   */
  quietPopups: [true, { option: true }],
  installPrompt: ["quiet", { option: true }],
  // A member's first page after login asks for notifications where the merchant has push
  // (docs/push.md): e2e/push.spec.ts meets it; other journeys start with it shown for the session.
  pushPrompt: ["quiet", { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  merchant: async ({}, use, testInfo) => {
    await use(loadMerchant(String(testInfo.project.metadata.merchant)).config);
  },
  context: async ({ context, baseURL, quietPopups, installPrompt, pushPrompt }, use) => {
    // The init prompt comes up on home ~3 s after load: journeys about something else start with
    // it closed for the session (docs/engagement/install.md), as a member who already closed it.
    if (installPrompt === "quiet")
      await context.addInitScript((key) => {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, "1");
      }, INSTALL_KEYS.dismissed);
    await use(await scoped(context, baseURL, { quietPopups, quietPush: pushPrompt === "quiet" }));
  },
  dev: async ({ playwright, merchant, baseURL }, use) => {
    const request = await serverRequest(playwright, baseURL);
    const controls = new DevControls(request, merchant.code, baseURL ?? "");
    await use(controls);
    await controls.restore();
    await request.dispose();
  },
});

type Request = APIRequestContext;

/** The reference server's development controls; everything a test switches on is switched off after it. */
export class DevControls {
  constructor(
    private readonly request: Request,
    private readonly merchant: string,
    /** Where the app is served (http://<code>.localhost:<port>). */
    private readonly appOrigin: string,
  ) {}

  async state(state: {
    maintenance?: boolean;
    maintenanceEnd?: number | null;
    regionRestriction?: boolean;
    /** Live whitelabel flags laid over the merchant file's features (e.g. GEETEST3). */
    whitelabel?: Record<string, boolean>;
    /** The status call's register.captcha.enabled. */
    registerCaptcha?: boolean;
  }) {
    const response = await this.request.post("/__dev/state", { data: { merchant: this.merchant, ...state } });
    expect(response.ok()).toBe(true);
  }

  async fault(fault: {
    path: string;
    status?: number;
    errorCode?: string;
    message?: string;
    drop?: boolean;
    malformed?: boolean;
    delayMs?: number;
    times?: number;
    /** Answered as it is (200 unless `status`): a wrong-shaped answer, envelope and all. */
    body?: unknown;
  }) {
    const response = await this.request.post("/__dev/faults", { data: fault });
    expect(response.ok()).toBe(true);
  }

  /** The member as the backend stores it (language, flags, registration data). */
  async member(username: string): Promise<{ language: string } & Record<string, unknown>> {
    const response = await this.request.get(`/__dev/members/${this.merchant}/${username}`);
    expect(response.ok()).toBe(true);
    return (await response.json()).value;
  }

  /** Forces login_verify_required with these methods (E, P, G, S) on every login of the member; [] clears it. */
  async twoFactor(username: string, methods: Array<"E" | "P" | "G" | "S">) {
    if (methods.length > 0) this.twoFactorMembers.add(username);
    else this.twoFactorMembers.delete(username);
    const response = await this.request.post("/__dev/2fa", {
      data: { merchant: this.merchant, username, methods },
    });
    expect(response.ok()).toBe(true);
  }

  /**
   * The page opens as the member's, already signed in: the session a login would start, kept where
   * the app keeps it (session storage, spec §3), so the first page the test opens is the member's.
   * For journeys whose subject is not the login; those that test the login fill the form (logIn).
   */
  async signIn(page: import("@playwright/test").Page, username: string) {
    const session = await this.session(username);
    const info = JSON.stringify({
      id: session.id,
      token: session.token,
      merchantCode: this.merchant,
      userName: session.userName,
      type: session.customerType,
      firstTimeLogin: session.firstTimeLogin,
    });
    // Once per tab, on the app's own origin: a later logout or expiry in the test must hold.
    await page.addInitScript(
      ({ origin, info }) => {
        if (location.origin !== origin || sessionStorage.getItem("e2e-signed-in")) return;
        sessionStorage.setItem("e2e-signed-in", "1");
        sessionStorage.setItem("MC_SESSION_INFO", info);
      },
      { origin: new URL(this.appOrigin).origin, info },
    );
  }

  /** A new session of the member, as a login would start it (its token is what a native shell hands over). */
  async session(username: string): Promise<{
    id: number;
    token: string;
    userName: string;
    customerType: number;
    firstTimeLogin: boolean;
  }> {
    const response = await this.request.post("/__dev/session", {
      data: { merchant: this.merchant, username },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()).value;
  }

  /** The last SMS code this merchant "sent" to a number (nothing is really sent). */
  async lastSmsCode(mobileNum: string): Promise<{ code: string; countryDialingCode: string; used: boolean }> {
    const response = await this.request.get("/__dev/sms/last", {
      params: { mobileNum, merchant: this.merchant },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()).value;
  }

  private readonly twoFactorMembers = new Set<string>();
  private backOfficeChanged = false;
  private readonly tokenIpMembers = new Set<string>();
  private needsReset = false;

  /** While on, the member's logins answer token_ip_different (switched off again after the test). */
  async tokenIpDifferent(username: string, on: boolean) {
    const response = await this.request.post("/__dev/token-ip", {
      data: { merchant: this.merchant, username, on },
    });
    expect(response.ok()).toBe(true);
    if (on) this.tokenIpMembers.add(username);
    else this.tokenIpMembers.delete(username);
  }

  /** The test changes seeded members (a password): the database is seeded afresh after it. */
  resetAfterTest() {
    this.needsReset = true;
  }

  /** Serves the merchant's asset-manifest.json with another hash, as after a deploy; null stops. */
  async assetManifestHash(hash: string | null) {
    const response = await this.request.post("/__dev/asset-manifest", {
      data: { merchant: this.merchant, hash },
    });
    expect(response.ok()).toBe(true);
  }

  /**
   * An operator's change in the back office, as the status call then reports it (docs/dev-controls.md,
   * "Back-office settings"): gw, the SMS provider, the push settings, mobileTemplate. Given back after the test.
   */
  async backOffice(settings: {
    gw?: Record<string, unknown>;
    smsProvider?: Record<string, unknown>;
    pushSettings?: Record<string, unknown>;
    mobileTemplate?: Record<string, unknown>;
  }) {
    this.backOfficeChanged = true;
    const { mobileTemplate, ...blocks } = settings;
    const response = await this.request.post("/__dev/back-office", {
      data: { merchant: this.merchant, ...blocks },
    });
    expect(response.ok()).toBe(true);
    if (mobileTemplate) {
      const resources = await this.request.post("/__dev/resources", {
        data: { merchant: this.merchant, mobileTemplate },
      });
      expect(resources.ok()).toBe(true);
    }
  }

  async restore() {
    if (this.backOfficeChanged) {
      await this.request.post("/__dev/back-office", {
        data: { merchant: this.merchant, gw: null, smsProvider: null, pushSettings: null },
      });
      await this.request.post("/__dev/resources", {
        data: { merchant: this.merchant, mobileTemplate: null },
      });
    }
    for (const username of this.tokenIpMembers) await this.tokenIpDifferent(username, false);
    for (const username of this.twoFactorMembers) await this.twoFactor(username, []);
    if (this.needsReset) await this.request.post("/__dev/reset");
    await this.request.delete("/__dev/faults");
    await this.assetManifestHash(null);
    await this.request.post("/__dev/state", {
      data: {
        merchant: this.merchant,
        maintenance: false,
        maintenanceEnd: null,
        regionRestriction: false,
        whitelabel: null,
      },
    });
  }

  /** The member's game launches as the backend recorded them, newest first (every field sent, or null). */
  async launches(username: string): Promise<Array<Record<string, string | null>>> {
    const response = await this.request.get("/__dev/launches", {
      params: { merchant: this.merchant, username },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()).value;
  }

  /** This merchant's trial launches, newest first. */
  async trials(): Promise<Array<Record<string, string | null>>> {
    const response = await this.request.get("/__dev/trials", { params: { merchant: this.merchant } });
    expect(response.ok()).toBe(true);
    return (await response.json()).value;
  }

  /** The answer of the newest plain captcha picture. */
  async captchaAnswer(): Promise<string> {
    const response = await this.request.get("/__dev/captcha/last");
    expect(response.ok()).toBe(true);
    const value = (await response.json()).value;
    return value.code;
  }
}

/** Texts of a language as the app shows them (English where the language lacks a key); a missing key fails loudly. */
export function catalogue(language: string): (key: string) => string {
  const read = (code: string): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(`engine/i18n/messages/${code.toLowerCase()}.json`, "utf8"));
    } catch {
      return {};
    }
  };
  const texts = { ...read("EN"), ...read(language) };
  return (key) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`no text "${key}" in the ${language} or EN catalogue`);
    return text;
  };
}

/** Fills the login form on the page and sends it (the caller says where the page should be). */
export async function logIn(
  page: import("@playwright/test").Page,
  texts: (key: string) => string,
  username: string,
  password: string,
) {
  await page.getByLabel(texts("username"), { exact: true }).fill(username);
  await page.getByLabel(texts("password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: texts("login"), exact: true }).click();
}

export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

export { expect };
