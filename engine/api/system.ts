import type { HttpClient } from "../http/client";
import * as checks from "./generated/system";

/** A customer-service entry; `path` is encoded by the platform and decoded on the client. */
export interface CustomerServiceEntry {
  title: string;
  path: string;
  csType: "AICAN" | "MIDUOKE" | "LIVECHAT" | "COMM100" | "COMM100VIP" | string;
  csPosition?: number;
  labelIds?: Array<string | number>;
}

export interface SystemStatus {
  maintenance: boolean;
  maintenanceEnd?: number | null;
  description?: string | null;
  regionRestriction: boolean;
  ip?: string;
  location?: { ip?: string };
  whitelabel?: Record<string, boolean>;
  register?: { captcha?: { enabled?: boolean } };
  currency?: string;
  currencySymbol?: string;
  currencyPosition?: string;
  /**
   * The platform's settings (spec §3 `gw`): the captcha lays GEETEST_ID and GEETEST_VERSION over the
   * merchant's `geetest` block; PROFILE_ICON_COUNT is laid over `timings.profileIconCount`.
   */
  gw?: { GEETEST_ID?: string; GEETEST_VERSION?: string; PROFILE_ICON_COUNT?: unknown } & Record<
    string,
    unknown
  >;
  /**
   * The SMS provider (spec §3: flag, apiKey, appId, authDomain, projectId, messagingSenderId) and
   * the push settings (spec §2: appId, apiKey, authDomain, projectId, messagingSenderId, vapidKey,
   * googleWebClientId, facebookAppId): both laid over `firebase`, the flag over `auth.smsLogin`
   * (engine/config/back-office-settings.ts).
   */
  smsProvider?: Record<string, unknown>;
  pushSettings?: Record<string, unknown>;
  /** The merchant's main domain, one of its own (the external-link rule). */
  mainDomain?: string;
  /** The bootstrap's domains (spec §3): candidates of the domain race (engine/domains/). */
  domainList?: Array<{ domainName: string }>;
  info?: {
    customerService?: CustomerServiceEntry[];
    mobileTemplate?: Record<string, unknown>;
    resources?: Array<{ resourceType: string; url: string }>;
    imageCDNs?: string[];
    /** The download bar's audience, laid over the merchant file's `downloadBar` (engine/config/live-settings.ts). */
    downloadBar?: Record<string, unknown>;
  };
}

export interface SystemStatusQuery {
  url: string;
  originalDomain: string;
  track: string;
}

/** GET /wps/system/status: start-up settings; never cached (maintenance can start any time). */
export function getSystemStatus(http: HttpClient, query: SystemStatusQuery): Promise<SystemStatus> {
  return http.request<SystemStatus>("/wps/system/status", {
    answer: checks.getSystemStatus,
    query: { device: "MOBILE", ...query },
    headers: { "Cache-Control": "no-cache" },
    cache: "no-store",
    alert: false,
  });
}

export interface CountryList {
  countryCode: string;
  countryDialingCode: string;
  countries: Array<{ countryCode: string; countryDialingCode: string }>;
}

/** GET /wps/system/country (`_` = merchant), cached for the session. */
export function getCountries(http: HttpClient, merchant: string): Promise<CountryList> {
  return http.request<CountryList>("/wps/system/country", {
    answer: checks.getCountries,
    query: { _: merchant },
    cacheInSession: true,
    auth: false,
  });
}

export function getDomainRoute(http: HttpClient): Promise<{ domains: Array<{ domainName: string }> }> {
  return http.request("/wps/system/domainRoute", {
    answer: checks.getDomainRoute,
    auth: false,
    alert: false,
  });
}

/** GET /wps/system/manifest.json: the desktop web-app manifest. */
export function getDesktopManifest(http: HttpClient, merchantCode: string): Promise<Record<string, unknown>> {
  return http.request("/wps/system/manifest.json", {
    answer: checks.getDesktopManifest,
    query: { merchantCode, timestamp: Date.now() },
    auth: false,
    alert: false,
  });
}
