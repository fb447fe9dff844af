import { defineCall } from "../http/define-call";
import type { SystemAnswers } from "./generated/system";
import * as checks from "./generated/system";

export type { CustomerServiceEntry } from "./generated/system";

export type SystemStatus = SystemAnswers["getSystemStatus"];
export type CountryList = SystemAnswers["getCountries"];

export interface SystemStatusQuery {
  url: string;
  originalDomain: string;
  track: string;
}

/** GET /wps/system/status: start-up settings; never cached (maintenance can start any time). */
export const getSystemStatus = defineCall({
  path: "/wps/system/status",
  answer: checks.getSystemStatus,
  headers: { "Cache-Control": "no-cache" },
  cache: "no-store",
  alert: false,
  send: (query: SystemStatusQuery) => ({ query: { device: "MOBILE", ...query } }),
});

/** GET /wps/system/country (`_` = merchant), cached for the session. */
export const getCountries = defineCall({
  path: "/wps/system/country",
  answer: checks.getCountries,
  cacheInSession: true,
  auth: false,
  send: (merchant: string) => ({ query: { _: merchant } }),
});
