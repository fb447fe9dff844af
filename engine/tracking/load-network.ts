/**
 * Where each ad network's adapter comes from: one dynamic import per network, so each is its own
 * chunk and a merchant downloads only the adapters of the ids it has set (docs/tracking-networks.md).
 */
import type { MerchantConfig } from "../config/merchant-config";
import type { AdNetwork, StartNetwork } from "./network";

type TrackingConfig = NonNullable<MerchantConfig["tracking"]>;

/** The merchant-config field holding each network's id. */
const ID_FIELDS: { readonly [network in AdNetwork]: Exclude<keyof TrackingConfig, "sources"> } = {
  facebook: "facebookPixelId",
  tiktok: "tiktokPixelId",
  kwai: "kwaiPixelId",
  gtag: "gtagId",
  twitter: "twitterPixelId",
  bigo: "bigoId",
  kadam: "kadamId",
  voluum: "voluumId",
  propeller: "propellerId",
  okspider: "okspiderId",
  outbrain: "outbrainId",
};

/** The merchant's id for that network, or undefined when it has none (the network is then not loaded). */
export function networkId(tracking: MerchantConfig["tracking"], name: AdNetwork): string | undefined {
  const id = tracking?.[ID_FIELDS[name]]?.trim();
  return id ? id : undefined;
}

export function loadNetwork(name: AdNetwork): Promise<StartNetwork> {
  // Spelled out per network: a bundler splits only import() calls with a literal path.
  switch (name) {
    case "facebook":
      return import("./networks/facebook").then((module) => module.startNetwork);
    case "tiktok":
      return import("./networks/tiktok").then((module) => module.startNetwork);
    case "kwai":
      return import("./networks/kwai").then((module) => module.startNetwork);
    case "gtag":
      return import("./networks/gtag").then((module) => module.startNetwork);
    case "twitter":
      return import("./networks/twitter").then((module) => module.startNetwork);
    case "bigo":
      return import("./networks/bigo").then((module) => module.startNetwork);
    case "kadam":
      return import("./networks/kadam").then((module) => module.startNetwork);
    case "voluum":
      return import("./networks/voluum").then((module) => module.startNetwork);
    case "propeller":
      return import("./networks/propeller").then((module) => module.startNetwork);
    case "okspider":
      return import("./networks/okspider").then((module) => module.startNetwork);
    case "outbrain":
      return import("./networks/outbrain").then((module) => module.startNetwork);
    default: {
      const unknown: never = name;
      return Promise.reject(new Error(`No adapter for ad network "${String(unknown)}"`));
    }
  }
}
