/* Generated from schemas/responses/system.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

/**
 * Start-up settings, countries, domains (engine/api/system.ts). The status is on every first page: its schema stays shallow. One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface SystemAnswers {
  getSystemStatus: GetSystemStatus;
  getCountries: GetCountries;
}
/**
 * GET /wps/system/status: start-up settings. A bad answer stops the start-up, so only what the first page reads directly is checked here; the parts laid over the merchant file are checked part by part where they are read.
 */
export interface GetSystemStatus {
  maintenance?: boolean;
  regionRestriction?: boolean;
  maintenanceEnd?: number | null;
  description?: string | null;
  ip?: string;
  location?: {
    ip?: string;
  };
  /**
   * The feature switches. Laid over the merchant file by engine/config/live-settings.ts, which checks it with the file's own schema: unchecked here, so a bad one is left out rather than failing the start-up.
   */
  whitelabel?: {
    [k: string]: unknown;
  };
  /**
   * The merchant's main domain, one of its own (the external-link rule).
   */
  mainDomain?: string;
  /**
   * The bootstrap's domains (spec §3): candidates of the domain race (engine/domains/).
   */
  domainList?: {
    domainName: string;
  }[];
  info?: {
    customerService?: CustomerServiceEntry[];
    resources?: {
      resourceType: string;
      url: string;
    }[];
    imageCDNs?: string[];
    /**
     * Laid over the merchant file after the load event by engine/config/back-office-settings.ts, which checks it: unchecked here, so a bad one is left out rather than failing the start-up.
     */
    mobileTemplate?: unknown;
    /**
     * The download bar's audience. Laid over the merchant file by engine/config/live-settings.ts, which checks it with the file's own schema: unchecked here, so a bad one is left out rather than failing the start-up.
     */
    downloadBar?: unknown;
  };
  /**
   * register.captcha.enabled: the registration form asks for a captcha; read only when it is true (engine/captcha/use-captcha.tsx), so it is not checked here, where a bad one would fail the start-up.
   */
  register?: unknown;
  /**
   * With currencySymbol and currencyPosition, the currency block. Laid over the merchant file by engine/config/live-settings.ts, which checks it with the file's own schema: unchecked here, so a bad one is left out rather than failing the start-up.
   */
  currency?: unknown;
  currencySymbol?: unknown;
  currencyPosition?: unknown;
  /**
   * The platform's settings (spec §3 `gw`): the captcha lays GEETEST_ID and GEETEST_VERSION over the merchant's `geetest` block, each only when it is a string it knows (engine/captcha/use-captcha.tsx); PROFILE_ICON_COUNT is laid over `timings.profileIconCount` by engine/config/back-office-settings.ts.
   */
  gw?: unknown;
  /**
   * The SMS provider (spec §3: flag, apiKey, appId, authDomain, projectId, messagingSenderId), laid over `firebase` and its flag over `auth.smsLogin`. Laid over the merchant file after the load event by engine/config/back-office-settings.ts, which checks it: unchecked here, so a bad one is left out rather than failing the start-up.
   */
  smsProvider?: unknown;
  /**
   * The push settings (spec §2: appId, apiKey, authDomain, projectId, messagingSenderId, vapidKey, googleWebClientId, facebookAppId), laid over `firebase`. Laid over the merchant file after the load event by engine/config/back-office-settings.ts, which checks it: unchecked here, so a bad one is left out rather than failing the start-up.
   */
  pushSettings?: unknown;
}
/**
 * A customer-service entry; `path` is encoded by the platform and decoded on the client.
 */
export interface CustomerServiceEntry {
  title: string;
  path: string;
  /**
   * AICAN, MIDUOKE, LIVECHAT, COMM100 or COMM100VIP; others are ignored.
   */
  csType: string;
  csPosition?: number;
  labelIds?: (number | string)[];
}
export interface GetCountries {
  countryCode: string;
  countryDialingCode: string;
  countries: {
    countryCode: string;
    countryDialingCode: string;
  }[];
}

export const getSystemStatus: AnswerCheck<SystemAnswers["getSystemStatus"]> = { call: "system.getSystemStatus", shape: {"t":"o","p":{"maintenance":"b","regionRestriction":"b","maintenanceEnd":"nz","description":"sz","ip":"s","location":{"t":"o","p":{"ip":"s"}},"whitelabel":"o","mainDomain":"s","domainList":{"t":"a","i":{"t":"o","r":["domainName"],"p":{"domainName":"s"}},"x":2000},"info":{"t":"o","p":{"customerService":{"t":"a","i":{"t":"o","r":["title","path","csType"],"p":{"title":"s","path":"s","csType":"s","csPosition":"n","labelIds":{"t":"a","i":"is","x":2000}}},"x":2000},"resources":{"t":"a","i":{"t":"o","r":["resourceType","url"],"p":{"resourceType":"s","url":"s"}},"x":2000},"imageCDNs":{"t":"a","i":"s","x":2000}}}}} };
export const getCountries: AnswerCheck<SystemAnswers["getCountries"]> = { call: "system.getCountries", shape: {"t":"o","r":["countryCode","countryDialingCode","countries"],"p":{"countryCode":"s","countryDialingCode":"s","countries":{"t":"a","i":{"t":"o","r":["countryCode","countryDialingCode"],"p":{"countryCode":"s","countryDialingCode":"s"}},"x":2000}}} };
