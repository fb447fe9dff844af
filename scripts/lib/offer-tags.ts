/**
 * The tags of journeys that run only where the merchant offers something: a sign-in or payment
 * method, or a setting's presence or absence. playwright.config.ts leaves such a journey out of
 * the other merchants' projects and spreads it over these (scripts/lib/journey-dealing.ts).
 */
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { pushSettings } from "../../engine/push/push-rules";
import { networkId } from "../../engine/tracking/load-network";
import { AD_NETWORKS } from "../../engine/tracking/network";

const hasAdNetwork = ({ tracking }: MerchantConfig) =>
  AD_NETWORKS.some((network) => networkId(tracking, network));

export const OFFER_TAGS: Readonly<Record<string, (config: MerchantConfig) => boolean>> = {
  "@social": ({ auth, firebase }) => Boolean(firebase?.apiKey && auth?.socialChannels?.length),
  "@sms-firebase": ({ auth, firebase }) => Boolean(firebase?.apiKey && auth?.smsLogin === "firebase"),
  // The platform's own SMS code (sent by the reference backend, read at /__dev/sms/last).
  "@sms-platform": ({ auth }) => auth?.smsLogin === "platform",
  // Pix is the Brazilian instant payment: only merchants in reais offer it.
  "@pix": ({ currency }) => currency.code === "BRL",
  // Push journeys where the merchant has push, its absence where it has none (docs/push.md).
  "@push": (config) => Boolean(pushSettings(config)),
  "@no-push": (config) => !pushSettings(config),
  // Ad-network journeys where the merchant has a network id, their absence where it has none (docs/tracking.md).
  "@ad-networks": hasAdNetwork,
  "@no-ad-networks": (config) => !hasAdNetwork(config),
};
