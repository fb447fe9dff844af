/**
 * A merchant's content security policy, from its config alone (docs/deploy.md, "Content security
 * policy"): its own origin, the platform API, and the hosts of exactly the third parties the
 * config enables (scripts/lib/csp-hosts.ts). Inline code runs only by the hash of the very text
 * the build leaves in the page; nothing may evaluate strings as code.
 */
import { createHash } from "node:crypto";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { fetchableOrigins } from "../../engine/domains/fetchable-origins";
import { TRUSTED_TYPES_POLICIES } from "../../engine/security/trusted-types";
import { networkId } from "../../engine/tracking/load-network";
import { AD_NETWORKS } from "../../engine/tracking/network";
import {
  AD_NETWORK_HOSTS,
  CHAT_PROVIDER_HOSTS,
  FIREBASE_AUTH_HOSTS,
  FIREBASE_MESSAGING_HOSTS,
  FIREBASE_PHONE_HOSTS,
  GEETEST_HOSTS,
  GOOGLE_ONE_TAP_HOSTS,
  LOOPBACK_CONNECT_SOURCES,
  LOOPBACK_SOURCES,
  type PartyHosts,
  SCRIPT_NETWORKS,
} from "./csp-hosts";

export interface CspBuildFacts {
  /** The text of every inline script the built page runs, exactly as it stands in the HTML. */
  inlineScripts: readonly string[];
  /** Allow the loopback origins the reference setup plays other sites on (not in a deploy build). */
  loopback: boolean;
}

/** A third party the config enables, with what it adds to the policy. */
export interface EnabledParty {
  name: string;
  script: string[];
  connect: string[];
  style: string[];
}

/** The source expression for an address: its origin, null for a path on the page's own origin. */
export function sourceOf(address: string): string | null {
  if (address.includes("*")) return address;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(address)) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

function party(name: string, hosts: PartyHosts, loader?: string): EnabledParty {
  const own = loader === undefined ? hosts.official : loader;
  const script = [own === undefined ? null : sourceOf(own), ...(hosts.script ?? [])];
  return {
    name,
    script: script.filter((source): source is string => source !== null),
    connect: [...(hosts.connect ?? [])],
    style: [...(hosts.style ?? [])],
  };
}

function adNetworks(config: MerchantConfig): EnabledParty[] {
  return AD_NETWORKS.filter((network) => networkId(config.tracking, network)).map((network) => {
    const source = config.tracking?.sources?.[network]?.trim() || undefined;
    const hosts = AD_NETWORK_HOSTS[network];
    if (SCRIPT_NETWORKS.has(network)) return party(network, hosts, source);
    // A postback is a pixel image (`img-src https:`); a plain-http one is named.
    const pixel = source ? sourceOf(source) : null;
    const enabled = party(network, hosts);
    return pixel?.startsWith("http:") ? { ...enabled, connect: [pixel] } : enabled;
  });
}

/**
 * Geetest for a merchant with a geetest block, whatever its file says of GEETEST3: the platform
 * switches the captcha on live (the status call's flags), and a captcha the policy blocked would
 * refuse every login. A `scriptUrl` serves the whole captcha (the schema's stand-in or a proxy),
 * so it replaces Geetest's own hosts.
 */
function geetest(config: MerchantConfig): EnabledParty[] {
  const block = config.geetest;
  if (!block?.id && !block?.scriptUrl) return [];
  if (block.scriptUrl) return [party("geetest", {}, block.scriptUrl)];
  return [party("geetest", GEETEST_HOSTS[block.version ?? "v3"])];
}

/** Firebase's parts the config uses: Auth for social or SMS sign-in, one-tap, Messaging for push. */
function firebase(config: MerchantConfig): EnabledParty[] {
  const settings = config.firebase;
  if (!settings?.apiKey) return [];
  const parties: EnabledParty[] = [];
  const channels = config.auth?.socialChannels ?? [];
  if (channels.length > 0 || config.auth?.smsLogin === "firebase") {
    // No Auth emulator here: a merchant file names none (merchant validate refuses one), and the
    // reference setup's, on loopback, is among the sources a --local build allows.
    parties.push(party("firebase-auth", FIREBASE_AUTH_HOSTS));
    if (config.auth?.smsLogin === "firebase") parties.push(party("firebase-phone", FIREBASE_PHONE_HOSTS));
    if (channels.includes("google") && settings.googleWebClientId) {
      parties.push(party("google-one-tap", GOOGLE_ONE_TAP_HOSTS));
    }
  }
  if (config.push?.enabled && settings.appId && settings.messagingSenderId && settings.vapidKey) {
    parties.push(party("firebase-messaging", FIREBASE_MESSAGING_HOSTS));
  }
  return parties;
}

/** The chat providers of the merchant's customer-service entries. */
function chatProviders(config: MerchantConfig): EnabledParty[] {
  const types = new Set((config.customerService ?? []).map((entry) => entry.csType));
  return [...types].map((type) => party(`chat:${type}`, CHAT_PROVIDER_HOSTS[type] ?? {}));
}

export function enabledParties(config: MerchantConfig): EnabledParty[] {
  return [...adNetworks(config), ...geetest(config), ...firebase(config), ...chatProviders(config)];
}

/**
 * The platform API's origins: `api.origin`, then the merchant file's domains, which the domain
 * race pings; the race reads the same list to know whom it may ping (a mirror named only at run
 * time is probed with an image instead, docs/decisions.md).
 */
export function apiSources(config: MerchantConfig): string[] {
  return fetchableOrigins(config.api);
}

/** The CSP source for a script's text: sha256 over its UTF-8 bytes, base64. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const unique = (sources: Array<string | null | undefined>): string[] => [
  ...new Set(sources.filter((source): source is string => Boolean(source))),
];

/** The policy of the meta tag: every directive a meta may carry. */
export function contentSecurityPolicy(config: MerchantConfig, facts: CspBuildFacts): string {
  const parties = enabledParties(config);
  const of = (key: "script" | "connect" | "style") => parties.flatMap((p) => p[key]);
  const loopback = facts.loopback ? LOOPBACK_SOURCES : [];
  const loopbackConnect = facts.loopback ? LOOPBACK_CONNECT_SOURCES : [];
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", unique(["'self'", ...facts.inlineScripts.map(scriptHash), ...of("script")])],
    // Emotion writes its rules into <style> elements at run time: styles, not code (docs/decisions.md).
    ["style-src", unique(["'self'", "'unsafe-inline'", ...of("style")])],
    // Banners, game icons and prizes are addresses the platform sends, on hosts of its choosing.
    ["img-src", unique(["'self'", "data:", "blob:", "https:", ...loopback])],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", unique(["'self'", ...apiSources(config), ...of("connect"), ...loopbackConnect])],
    // Games, chat pages and the shell's device-id frame live on hosts the platform names at run time.
    ["frame-src", unique(["'self'", "https:", ...loopback])],
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["object-src", ["'none'"]],
    // No string becomes HTML or a script address except through the app's named policies
    // (engine/security/trusted-types.ts says which and why).
    ["require-trusted-types-for", ["'script'"]],
    ["trusted-types", [...TRUSTED_TYPES_POLICIES]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** What only a response header can carry: who may frame the page. */
export function headerPolicy(metaPolicy: string): string {
  return `${metaPolicy}; frame-ancestors 'none'`;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs; any other (application/json, …) is a data block that CSP leaves alone. */
const EXECUTABLE_TYPE = /^\s*(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)\s*$/i;

/** The text of every inline script the page runs (not those with a src, not data blocks). */
export function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? "";
    if (EXECUTABLE_TYPE.test(type)) texts.push(text);
  }
  return texts;
}

const CHARSET_META = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The page with its policy as the head's first element after the charset declaration: the
 * policy governs only what comes after it, and the charset must stay within the first 1,024
 * bytes, which a long policy before it would push it out of.
 */
export function withCspMeta(html: string, policy: string): string {
  const charset = CHARSET_META.exec(html);
  if (!charset) throw new Error("index.html has no <meta charset> to put the CSP after");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, "&quot;")}" />`;
  const end = charset.index + charset[0].length;
  return `${html.slice(0, end)}\n    ${meta}${html.slice(end)}`;
}

/** The stamped page with its policy, and the header rule for the same page. */
export function applyCsp(
  html: string,
  config: MerchantConfig,
  loopback: boolean,
): { html: string; policy: string; header: string } {
  const policy = contentSecurityPolicy(config, { inlineScripts: inlineScripts(html), loopback });
  return { html: withCspMeta(html, policy), policy, header: headerPolicy(policy) };
}
