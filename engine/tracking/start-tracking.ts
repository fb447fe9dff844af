/**
 * Starts ad-conversion tracking after the page is interactive (docs/tracking.md): the backend's S2S
 * agent for every merchant, and each ad network only when the merchant's id for it is set, each
 * network's code its own lazy chunk. Every agent hears every event, earlier ones included (the
 * tracking store keeps them), through the heartbeat rule.
 */
import { fetchTrackingSession, postTrackingEvents } from "../api/tracking";
import type { MerchantConfig } from "../config/merchant-config";
import type { HttpClient } from "../http/client";
import { readAttribution } from "../identity/attribution";
import { keptClickIds } from "../identity/click-ids";
import { pixelTrackBundle } from "../identity/pixel-track";
import type { CookieJar } from "../platform/cookies";
import { loadScript } from "../platform/load-script";
import type { KeyValueStorage } from "../platform/storage";
import { HeartbeatLedger } from "./heartbeat";
import { loadNetwork, networkId } from "./load-network";
import { AD_NETWORKS, type AdNetwork, type NetworkContext } from "./network";
import { S2sSender } from "./s2s-sender";
import type { TrackingStore } from "./tracking-store";

/** Local storage key set on the app's first open on this device. */
export const FIRST_OPEN_KEY = "MC_FIRST_OPEN";

/** What tracking reads of the app: its calls, the device id, the merchant's network ids, the events. */
export interface TrackingSources {
  readonly http: HttpClient;
  readonly deviceId: string;
  readonly config: MerchantConfig;
  readonly tracking: TrackingStore;
}

export interface TrackingEnvironment {
  window: Window;
  storage: KeyValueStorage;
  cookies: CookieJar;
  now?: () => number;
}

/** Tracks firstOpen the first time the app opens on this device, never again. */
export function noteFirstOpen(
  storage: KeyValueStorage,
  tracking: Pick<TrackingStore, "track">,
  now: number,
): void {
  const seen = storage.get(FIRST_OPEN_KEY);
  // A damaged mark still says the app opened here before: it is rewritten, never tracked twice.
  if (seen !== null && /^\d{1,15}$/.test(seen)) return;
  storage.set(FIRST_OPEN_KEY, String(now));
  if (seen === null) tracking.track("firstOpen");
}

export function startTracking(stores: TrackingSources, environment: TrackingEnvironment): () => void {
  const now = environment.now ?? Date.now;
  const { storage, cookies } = environment;
  const ledger = new HeartbeatLedger(storage, now);
  const stops: Array<() => void> = [];

  let sessionId: string | undefined;
  void fetchTrackingSession(stores.http, stores.deviceId)
    .then((session) => {
      if (typeof session?.sessionId === "string") sessionId = session.sessionId;
    })
    .catch((error) => console.warn("[tracking] no tracking session:", error));

  const s2s = new S2sSender({
    ledger,
    post: (events, heartbeat, keepalive) => postTrackingEvents(stores.http, events, heartbeat, keepalive),
    pixelTrack: () => pixelTrackBundle(stores.config, storage, cookies),
    attribution: () => readAttribution(storage),
    sessionId: () => sessionId,
    setTimeout: (run, ms) => environment.window.setTimeout(run, ms),
  });
  stops.push(stores.tracking.subscribe(s2s.add));
  // A member who leaves within the batch's half second must not take the conversion with them.
  const hiding = () => {
    if (environment.window.document.visibilityState === "hidden") s2s.flushNow();
  };
  environment.window.addEventListener("pagehide", s2s.flushNow);
  environment.window.document.addEventListener("visibilitychange", hiding);
  stops.push(() => {
    environment.window.removeEventListener("pagehide", s2s.flushNow);
    environment.window.document.removeEventListener("visibilitychange", hiding);
  });
  noteFirstOpen(storage, stores.tracking, now());

  for (const network of AD_NETWORKS) {
    const id = networkId(stores.config.tracking, network);
    if (!id) continue;
    void startNetwork(network, networkContext(network, id, stores, environment))
      .then((stop) => stops.push(stop))
      .catch((error) => console.warn(`[tracking] ${network} not started:`, error));
  }
  return () => {
    for (const stop of stops) stop();
  };

  async function startNetwork(network: AdNetwork, context: NetworkContext): Promise<() => void> {
    const start = await loadNetwork(network);
    const adapter = start(context);
    return stores.tracking.subscribe((event) => {
      if (ledger.take(network, event)) adapter.send(event);
    });
  }
}

function networkContext(
  network: AdNetwork,
  id: string,
  stores: TrackingSources,
  { window, storage, cookies, now }: TrackingEnvironment,
): NetworkContext {
  const source = stores.config.tracking?.sources?.[network];
  return {
    id,
    ...(source ? { source } : {}),
    clicks: keptClickIds(storage),
    cookies,
    window,
    now: now ?? Date.now,
    injectScript(url) {
      // A network that is down or blocked costs its own conversions, never the page.
      loadScript(url, { document: window.document }).catch(() =>
        console.warn(`[tracking] ${network}'s script did not load: ${url}`),
      );
    },
    sendPixel(url) {
      // The page's referrer policy applies: a postback learns the site, never the page's address.
      const image = window.document.createElement("img");
      image.src = url;
    },
  };
}
