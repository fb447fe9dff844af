/**
 * What an ad-network adapter is (docs/tracking.md). Each network of the merchant's pixel bundle
 * has one adapter file under engine/tracking/networks/, loaded with import() after the page is
 * interactive and only when the merchant's id for that network is set. An adapter speaks the
 * network's own surface (the standard queue object such as `fbq` or `ttq`, or the conversion
 * postback), so the network's real script or endpoint picks the calls up; it never blocks or
 * breaks the page when that script fails.
 */
import type { CookieJar } from "../platform/cookies";
import type { TrackedEvent } from "./tracking-store";

/** The networks with an adapter, by the name used in `tracking.sources` and the heartbeat ledger. */
export const AD_NETWORKS = [
  "facebook",
  "tiktok",
  "kwai",
  "gtag",
  "twitter",
  "bigo",
  "kadam",
  "voluum",
  "propeller",
  "okspider",
  "outbrain",
] as const;

export type AdNetwork = (typeof AD_NETWORKS)[number];

export interface NetworkContext {
  /** The merchant's id for this network (`tracking.<network>Id`), never empty. */
  id: string;
  /** `tracking.sources.<network>`: where its script or endpoint is loaded from instead of the official one. */
  source?: string;
  /** Click and visitor ids kept from the landing link, by their pixel-bundle field (engine/identity/pixel-track.ts). */
  clicks: Readonly<Record<string, string>>;
  cookies: CookieJar;
  window: Window;
  /** Adds the network's script once (async, never awaited); a failure is logged, never thrown. */
  injectScript(url: string): void;
  /** Fires a conversion postback the way a pixel image does (no answer is read). */
  sendPixel(url: string): void;
  now(): number;
}

export interface NetworkAdapter {
  /** Hands one tracked event to the network (the heartbeat rule has already let it through). */
  send(event: TrackedEvent): void;
}

/** An adapter file's one export: sets the network up (its queue object, init call, script) and returns its sender. */
export type StartNetwork = (context: NetworkContext) => NetworkAdapter;
