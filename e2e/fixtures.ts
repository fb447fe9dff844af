import { readFileSync } from "node:fs";
import { test as base, expect } from "@playwright/test";
import type { MerchantConfig } from "../engine/config/merchant-config";
import { loadMerchant } from "../scripts/lib/merchants";

/** The merchant under test, as the build sees it (defaults ← base ← merchant), so assertions follow the config. */
export const test = base.extend<{ merchant: MerchantConfig; dev: DevControls }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  merchant: async ({}, use, testInfo) => {
    await use(loadMerchant(String(testInfo.project.metadata.merchant)).config);
  },
  // Node does not resolve <code>.localhost as Chromium does, so the controls go to the loopback address.
  dev: async ({ playwright, merchant, baseURL }, use) => {
    const port = new URL(baseURL ?? "http://127.0.0.1").port;
    const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
    const controls = new DevControls(request, merchant.code);
    await use(controls);
    await controls.restore();
    await request.dispose();
  },
});

type Request = import("@playwright/test").APIRequestContext;

/** The reference server's development controls; everything a test switches on is switched off after it. */
export class DevControls {
  constructor(
    private readonly request: Request,
    private readonly merchant: string,
  ) {}

  async state(state: { maintenance?: boolean; maintenanceEnd?: number | null; regionRestriction?: boolean }) {
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
    const response = await this.request.post("/__dev/2fa", {
      data: { merchant: this.merchant, username, methods },
    });
    expect(response.ok()).toBe(true);
  }

  /** The last SMS code this merchant "sent" to a number (nothing is really sent). */
  async lastSmsCode(mobileNum: string): Promise<{ code: string; countryDialingCode: string; used: boolean }> {
    const response = await this.request.get("/__dev/sms/last", {
      params: { mobileNum, merchant: this.merchant },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()).value;
  }

  async restore() {
    await this.request.delete("/__dev/faults");
    await this.request.post("/__dev/state", {
      data: { merchant: this.merchant, maintenance: false, maintenanceEnd: null, regionRestriction: false },
    });
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

export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

export { expect };
