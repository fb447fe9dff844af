/**
 * Customer service and chat as the reference backend plays them: each merchant's customer-service
 * entries (merchant.json `customerService`, encoded on the wire as the platform does), the chat
 * providers' scripts (`WPSCORE_getCustomerServiceScript`) and what the development controls changed
 * (POST /__dev/chat): raw entries, the shape of the chat launch answer and the provider stand-ins'
 * behaviour. Kept in memory per test scope; POST /__dev/reset and a restart forget the changes.
 */
import { encodeCustomerServicePath } from "../legacy-cipher";

/** The five providers of spec section 3 ("Customer-service entry"). */
export const CS_TYPES = ["AICAN", "MIDUOKE", "LIVECHAT", "COMM100", "COMM100VIP"] as const;
export type CsType = (typeof CS_TYPES)[number];

export function isCsType(value: unknown): value is CsType {
  return typeof value === "string" && (CS_TYPES as readonly string[]).includes(value);
}

/** A merchant.json `customerService` entry: the URL in clear, as the back office holds it. */
export interface CsEntryConfig {
  csType: CsType;
  csPosition: number;
  title: string;
  url: string;
  labelIds: number[];
}

/** What CBS_launchChat answers besides the plain `{ chatUrl }` (POST /__dev/chat `launch`). */
export interface LaunchShape {
  /** The answer says to open the chat in a new tab (`newWindow: true`). */
  newWindow: boolean;
  /** The answer has no `chatUrl` (bad input the client must explain). */
  withoutUrl: boolean;
  /** The answer's `chatUrl` instead of the demo chat page, raw (a `javascript:` one for the XSS tests). */
  chatUrl?: string;
}

/** How the provider stand-ins behave (POST /__dev/chat `provider`). */
export interface ProviderBehaviour {
  /** The script answers 503: the page's script element fails. */
  scriptFails: boolean;
  /** The script answers this late (a provider that never loads, as far as the client can wait). */
  scriptDelayMs: number;
  /** The script loads but never sets up its global. */
  neverReady: boolean;
  /** The stand-in's widget shows its provider's connection-error banner when opened. */
  showsError: boolean;
}

const NO_LAUNCH_CHANGE: LaunchShape = { newWindow: false, withoutUrl: false };
const NORMAL_PROVIDER: ProviderBehaviour = {
  scriptFails: false,
  scriptDelayMs: 0,
  neverReady: false,
  showsError: false,
};

/** The provider account settings a real back office would hold, invented per merchant for the stand-ins. */
export function providerSettings(csType: CsType, merchant: string): Record<string, string | number> {
  switch (csType) {
    case "LIVECHAT":
      return { license: `${merchant}-licence` };
    case "COMM100":
      return { siteId: `${merchant}-site`, codePlan: "general" };
    case "COMM100VIP":
      return { siteId: `${merchant}-site`, codePlan: "vip" };
    case "AICAN":
      return { siteId: `${merchant}-aican` };
    case "MIDUOKE":
      return { appKey: `${merchant}-miduoke` };
  }
}

export class ChatSettings {
  private readonly entries = new Map<string, unknown[]>();
  private readonly launches = new Map<string, LaunchShape>();
  provider: ProviderBehaviour = { ...NORMAL_PROVIDER };

  /** `standIns`: development and test mode, where the provider scripts are the backend's stand-ins. */
  constructor(readonly standIns: boolean) {}

  /**
   * The status call's `info.customerService`: the entries a control set (raw, unchecked), else the
   * merchant's own with each path encoded under a fresh key on every call, as the platform does.
   */
  entriesFor(merchant: string, configured: readonly CsEntryConfig[]): unknown[] {
    const raw = this.entries.get(merchant);
    if (raw) return raw;
    return configured.map((entry) => ({
      title: entry.title,
      path: encodeCustomerServicePath(entry.url),
      csType: entry.csType,
      csPosition: entry.csPosition,
      labelIds: entry.labelIds,
    }));
  }

  /**
   * `WPSCORE_getCustomerServiceScript`: one script per provider. This server holds no account of a
   * real provider, so outside development and test it answers none (the client then opens the
   * entry's own page); in development and test each points at the provider's stand-in.
   */
  scriptsFor(merchant: string, origin: string): Array<{ csType: CsType; src: string; settings: object }> {
    if (!this.standIns) return [];
    return CS_TYPES.map((csType) => ({
      csType,
      src: `${origin}/__dev/chat-providers/${csType.toLowerCase()}.js`,
      settings: providerSettings(csType, merchant),
    }));
  }

  launchOf(merchant: string): LaunchShape {
    return this.launches.get(merchant) ?? NO_LAUNCH_CHANGE;
  }

  /** null gives the merchant its configured entries back. */
  setEntries(merchant: string, entries: unknown[] | null): void {
    if (entries === null) this.entries.delete(merchant);
    else this.entries.set(merchant, entries);
  }

  setLaunch(merchant: string, change: Partial<LaunchShape> | null): void {
    if (change === null) this.launches.delete(merchant);
    else this.launches.set(merchant, { ...this.launchOf(merchant), ...change });
  }

  /** The providers' normal behaviour. */
  clearedProvider(): ProviderBehaviour {
    return { ...NORMAL_PROVIDER };
  }

  clear(): void {
    this.entries.clear();
    this.launches.clear();
    this.provider = { ...NORMAL_PROVIDER };
  }
}
