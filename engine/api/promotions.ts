import type { HttpClient } from "../http/client";
import * as checks from "./generated/promotions";

export interface PromotionAvailability {
  enabled: boolean;
  count: number;
}

export type AvailablePromotions = Partial<Record<"APP_DOWNLOAD" | "REFERRAL", PromotionAvailability>>;

/** Public: promotions never carry the member's token (spec section 6). */
export function getAvailablePromotions(http: HttpClient): Promise<AvailablePromotions> {
  return http.request("/wps/relay/MCSFE_getMerchantAvailablePromotions", {
    answer: checks.getAvailablePromotions,
    auth: false,
    alert: false,
  });
}

/**
 * The member's own available promotions (spec section 3, "personal data"): the same call with
 * the session's Authorization. Never cached: a member's switch may change within the session.
 */
export function getPersonalAvailablePromotions(http: HttpClient): Promise<AvailablePromotions> {
  return http.request("/wps/relay/MCSFE_getMerchantAvailablePromotions", {
    answer: checks.getPersonalAvailablePromotions,
    alert: false,
  });
}

export function getPromotionCategories(
  http: HttpClient,
): Promise<{ categories: Array<{ id: number | string; name: string }> }> {
  return http.request("/wps/relay/PROMOFE_getPromotionAnnouncementCategory", {
    answer: checks.getPromotionCategories,
    alert: false,
  });
}

export function getCustomerServiceScript(http: HttpClient): Promise<{ scripts: unknown[] }> {
  return http.request("/wps/relay/WPSCORE_getCustomerServiceScript", {
    answer: checks.getCustomerServiceScript,
    alert: false,
  });
}

export interface DownloadResource {
  resourceType: "Android" | "IOS" | "MOBILECONFIG" | "AppDownloadIcon" | string;
  url: string;
}

export function getDownloadSetting(http: HttpClient, domain: string): Promise<DownloadResource[]> {
  return http.request("/wps/relay/WPSCORE_getDownloadSetting", {
    answer: checks.getDownloadSetting,
    query: { domain },
    alert: false,
  });
}
