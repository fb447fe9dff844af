/**
 * The hosts each third party needs in a page's content security policy, by directive: the
 * official addresses the engine loads (engine/tracking/networks/, engine/captcha/,
 * engine/firebase/, the chat providers of docs/customer-service.md) and what those scripts load
 * or call in turn, as each provider's own CSP guidance names it. scripts/lib/csp.ts adds a party's
 * entry only when the merchant's config enables that party.
 */
import { OFFICIAL_SCRIPT_URLS } from "../../engine/captcha/geetest-provider";
import { GOOGLE_IDENTITY_SCRIPT } from "../../engine/firebase/one-tap";
import type { AdNetwork } from "../../engine/tracking/network";
import { BIGO_SCRIPT } from "../../engine/tracking/networks/bigo";
import { FACEBOOK_SCRIPT } from "../../engine/tracking/networks/facebook";
import { GTAG_SCRIPT } from "../../engine/tracking/networks/gtag";
import { KWAI_SCRIPT } from "../../engine/tracking/networks/kwai";
import { OUTBRAIN_SCRIPT } from "../../engine/tracking/networks/outbrain";
import { TIKTOK_SCRIPT } from "../../engine/tracking/networks/tiktok";
import { TWITTER_SCRIPT } from "../../engine/tracking/networks/twitter";

export interface PartyHosts {
  /** The party's own loader: replaced by the merchant's address for it when the config names one. */
  official?: string;
  /** Scripts the loader adds in turn (JSONP, helpers), wherever the loader came from. */
  script?: readonly string[];
  connect?: readonly string[];
  /** Frames need no entry: `frame-src https:` (scripts/lib/csp.ts) already allows them. */
  style?: readonly string[];
}

/**
 * Each network's official script and the endpoints it reports to, which a copy of the script
 * served from `tracking.sources` still reports to. Kadam and OKSpider have no official address
 * (the merchant's `tracking.sources` names it); Voluum's and Propeller's postbacks are pixel
 * images, which `img-src https:` already allows.
 */
export const AD_NETWORK_HOSTS: { readonly [network in AdNetwork]: PartyHosts } = {
  facebook: { official: FACEBOOK_SCRIPT, connect: ["https://www.facebook.com"] },
  tiktok: { official: TIKTOK_SCRIPT, connect: ["https://analytics.tiktok.com"] },
  kwai: { official: KWAI_SCRIPT, connect: ["https://*.kwai.net"] },
  gtag: {
    official: GTAG_SCRIPT,
    connect: [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.googletagmanager.com",
    ],
  },
  twitter: { official: TWITTER_SCRIPT, connect: ["https://analytics.twitter.com", "https://t.co"] },
  bigo: { official: BIGO_SCRIPT, connect: ["https://api.imotech.video"] },
  kadam: {},
  voluum: {},
  propeller: {},
  okspider: {},
  outbrain: { official: OUTBRAIN_SCRIPT, connect: ["https://tr.outbrain.com"] },
};

/** Which networks load a script from `tracking.sources`; the others send pixels or postbacks there. */
export const SCRIPT_NETWORKS: ReadonlySet<AdNetwork> = new Set([
  "facebook",
  "tiktok",
  "kwai",
  "gtag",
  "twitter",
  "bigo",
  "kadam",
  "outbrain",
]);

/** Geetest's official scripts, then the JSONP and API calls they make on their own hosts. */
export const GEETEST_HOSTS: { readonly [version in "v3" | "v4"]: PartyHosts } = {
  v3: {
    official: OFFICIAL_SCRIPT_URLS.v3,
    script: ["https://api.geetest.com", "https://apiv6.geetest.com"],
    connect: ["https://api.geetest.com", "https://apiv6.geetest.com", "https://monitor.geetest.com"],
  },
  v4: {
    official: OFFICIAL_SCRIPT_URLS.v4,
    script: ["https://gcaptcha4.geetest.com"],
    connect: ["https://gcaptcha4.geetest.com"],
  },
};

/** Firebase Auth (sign-in by social account or SMS): its REST APIs and the popup/redirect helper. */
export const FIREBASE_AUTH_HOSTS: PartyHosts = {
  script: ["https://apis.google.com"],
  connect: [
    "https://identitytoolkit.googleapis.com",
    "https://securetoken.googleapis.com",
    "https://www.googleapis.com",
  ],
};

/** SMS sign-in through Firebase: the invisible reCAPTCHA its phone provider runs (mocked by the emulator). */
export const FIREBASE_PHONE_HOSTS: PartyHosts = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
};

/**
 * Google's one-tap (engine/firebase/one-tap.ts), only with a web client id and Google sign-in. The
 * script by its full address, as Google's own guide writes it: the host alone would also allow the
 * JSONP endpoints accounts.google.com serves, a way round the policy (CSP Evaluator's HIGH finding).
 */
export const GOOGLE_ONE_TAP_HOSTS: PartyHosts = {
  script: [GOOGLE_IDENTITY_SCRIPT],
  connect: ["https://accounts.google.com/gsi/"],
  style: ["https://accounts.google.com/gsi/style"],
};

/** Firebase Cloud Messaging (push): the installation and registration APIs. */
export const FIREBASE_MESSAGING_HOSTS: PartyHosts = {
  connect: ["https://firebaseinstallations.googleapis.com", "https://fcmregistrations.googleapis.com"],
};

/**
 * The chat providers' own hosts. AICAN and MIDUOKE publish no browser SDK reference
 * (docs/customer-service.md), so none is known: their scripts must come from the page's origin.
 */
export const CHAT_PROVIDER_HOSTS: Readonly<Record<string, PartyHosts>> = {
  LIVECHAT: {
    official: "https://cdn.livechatinc.com",
    connect: ["https://*.livechatinc.com", "wss://*.livechatinc.com"],
  },
  COMM100: {
    official: "https://*.comm100.com",
    connect: ["https://*.comm100.com", "wss://*.comm100.com"],
  },
  COMM100VIP: {
    official: "https://*.comm100.com",
    connect: ["https://*.comm100.com", "wss://*.comm100.com"],
  },
  AICAN: {},
  MIDUOKE: {},
};

/**
 * The loopback origins the reference setup plays other sites on (domain mirrors, the games
 * origin, the shell's device-id frame, docs/dev-controls.md); a deploy build leaves them out.
 */
export const LOOPBACK_SOURCES = ["http://localhost:*", "http://127.0.0.1:*", "http://*.localhost:*"];

/**
 * What of them `connect-src` allows: the Auth emulator's loopback address, not the other sites on
 * `*.localhost`. A deploy policy does not name a mirror the platform names at run time, so the
 * local one does not either: the domain journeys reach the mirrors as a member's phone must, by
 * the race's image probe (docs/decisions.md).
 */
export const LOOPBACK_CONNECT_SOURCES = ["http://localhost:*", "http://127.0.0.1:*"];
