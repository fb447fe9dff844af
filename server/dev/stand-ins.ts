/**
 * Where development and test runs meet each third party: the reference backend's stand-in in its
 * place (docs/decisions.md, "Third parties are routed to their stand-ins by the reference server,
 * never by a merchant file"). A merchant file names only real addresses, or none (the official
 * ones); the built page is the one an operator would upload. In development and test mode the
 * server answers each merchant's page with its embedded config passed through `withStandIns`, and
 * the Vite dev server stamps its page the same way; a production start serves the page as built.
 *
 * One entry per third party (firebase messaging's is the chunk the server swaps, server/dev/fcm-stand-in.ts;
 * the chat providers' the scripts it names, server/data/chat-settings.ts). Each reads the merchant's config and returns it with that party's
 * address fields pointing at the stand-in, and only where the merchant uses the party (a network
 * without an id stays unloaded; a merchant without a geetest id gets no captcha).
 */
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { networkId } from "../../engine/tracking/load-network";
import { AD_NETWORKS, type AdNetwork } from "../../engine/tracking/network";

/** The networks reached through a conversion postback rather than a script. */
export const POSTBACK_NETWORKS: ReadonlySet<AdNetwork> = new Set(["voluum", "propeller", "okspider"]);
export const SCRIPT_NETWORKS: readonly AdNetwork[] = AD_NETWORKS.filter(
  (name) => !POSTBACK_NETWORKS.has(name),
);

export interface StandIn {
  /** The third party, as docs and problems name it. */
  party: string;
  route(config: MerchantConfig): MerchantConfig;
}

/** Every ad network the merchant has an id for: its script, or its conversion postback, from server/dev/ad-network-controls.ts. */
const adNetworks: StandIn = {
  party: "ad networks",
  route(config) {
    const used = AD_NETWORKS.filter((network) => networkId(config.tracking, network));
    if (!used.length) return config;
    const sources = Object.fromEntries(
      used.map((network) => [
        network,
        POSTBACK_NETWORKS.has(network)
          ? `/__dev/ad-networks/${network}/postback`
          : `/__dev/ad-networks/${network}.js`,
      ]),
    );
    return {
      ...config,
      tracking: { ...config.tracking, sources: { ...config.tracking?.sources, ...sources } },
    };
  },
};

/** Geetest's captcha script, per version, from server/dev/captcha-controls.ts. */
const geetest: StandIn = {
  party: "geetest",
  route(config) {
    const block = config.geetest;
    // Without an id the app never starts a captcha (and the policy names no captcha host).
    if (!block?.id && !block?.scriptUrl) return config;
    const script = (block.version ?? "v3") === "v4" ? "/__dev/geetest/gt4.js" : "/__dev/geetest/gt.js";
    return { ...config, geetest: { ...block, scriptUrl: script } };
  },
};

/** firebase.json's Auth emulator, which `firebase emulators:exec` starts around the browser tests. */
export const AUTH_EMULATOR = "http://127.0.0.1:9099";

/** Firebase Auth (social and SMS sign-in) talks to the local emulator instead of Google's servers. */
const firebaseAuth: StandIn = {
  party: "firebase auth",
  route(config) {
    if (!config.firebase?.apiKey) return config;
    return { ...config, firebase: { ...config.firebase, authEmulatorUrl: AUTH_EMULATOR } };
  },
};

/** Google Identity Services' one-tap script, from server/dev/google-identity-controls.ts. */
export const GOOGLE_IDENTITY_STAND_IN = "/__dev/google-identity/client.js";

/**
 * Google's one-tap, wherever the file lets the live switch turn it on (Google sign-in with a web
 * client id), as the policy names its hosts (scripts/lib/csp.ts).
 */
const googleIdentity: StandIn = {
  party: "google identity services",
  route(config) {
    const settings = config.firebase;
    if (!settings?.apiKey || !settings.googleWebClientId) return config;
    if (!config.auth?.socialChannels?.includes("google")) return config;
    return { ...config, firebase: { ...settings, googleIdentityScriptUrl: GOOGLE_IDENTITY_STAND_IN } };
  },
};

export const STAND_INS: readonly StandIn[] = [adNetworks, geetest, firebaseAuth, googleIdentity];

/** The config as development and test runs hand it to the page: every third party at its stand-in. */
export function withStandIns(config: MerchantConfig): MerchantConfig {
  return STAND_INS.reduce((routed, standIn) => standIn.route(routed), config);
}

const EMBEDDED_CONFIG = /(<script id="merchant-config" type="application\/json">)([\s\S]*?)(<\/script>)/;

/** JSON that cannot close the script element it sits in (as the build writes it, scripts/lib/stamp-html.ts). */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** A built page with its embedded config routed; a page without one is returned as it is. */
export function pageWithStandIns(html: string): string {
  const found = EMBEDDED_CONFIG.exec(html);
  if (!found) return html;
  const config = JSON.parse(found[2] ?? "") as MerchantConfig;
  return html.replace(
    EMBEDDED_CONFIG,
    (_, open: string, _json: string, close: string) =>
      `${open}${scriptSafeJson(withStandIns(config))}${close}`,
  );
}
