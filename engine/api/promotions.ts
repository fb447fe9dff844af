import { defineCall } from "../http/define-call";
import * as checks from "./generated/promotions";

export type { AvailablePromotions, DownloadResource, PromotionAvailability } from "./generated/promotions";

/** Public: promotions never carry the member's token (spec section 6). */
export const getAvailablePromotions = defineCall({
  path: "/wps/relay/MCSFE_getMerchantAvailablePromotions",
  answer: checks.getAvailablePromotions,
  auth: false,
  alert: false,
});

/**
 * The member's own available promotions (spec section 3, "personal data"): the same call with
 * the session's Authorization. Never cached: a member's switch may change within the session.
 */
export const getPersonalAvailablePromotions = defineCall({
  path: "/wps/relay/MCSFE_getMerchantAvailablePromotions",
  answer: checks.getPersonalAvailablePromotions,
  alert: false,
});

export const getPromotionCategories = defineCall({
  path: "/wps/relay/PROMOFE_getPromotionAnnouncementCategory",
  answer: checks.getPromotionCategories,
  alert: false,
});

export const getCustomerServiceScript = defineCall({
  path: "/wps/relay/WPSCORE_getCustomerServiceScript",
  answer: checks.getCustomerServiceScript,
  alert: false,
});

export const getDownloadSetting = defineCall({
  path: "/wps/relay/WPSCORE_getDownloadSetting",
  answer: checks.getDownloadSetting,
  alert: false,
  send: (domain: string) => ({ query: { domain } }),
});
