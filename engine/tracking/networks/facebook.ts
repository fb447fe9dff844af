/**
 * Facebook (Meta) pixel: the `fbq` queue of Facebook's base code, `init` with the pixel id and a
 * PageView, then fbevents.js. It also keeps Facebook's first-party cookies, because the
 * registration's pixel bundle sends them (spec §3) even before fbevents.js has run, or when it
 * never does: `_fbp` (this browser) and `_fbc` (the ad click, from the landing's fbclid), both
 * FB_COOKIE_DAYS days (spec §9).
 */
import { FB_COOKIE_DAYS } from "../../constants";
import { parentDomain } from "../../platform/cookies";
import type { NetworkContext, StartNetwork } from "../network";
import { networkEventName } from "../network-events";
import type { TrackedEvent } from "../tracking-store";
import { argumentsCollector, defined, externalIdOf, globalOf, guarded, moneyOf, setGlobal } from "./common";

export const FACEBOOK_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";

/** Facebook's standard events (sent with `track`); any other name goes with `trackCustom`. */
const STANDARD_EVENTS: ReadonlySet<string> = new Set([
  "AddPaymentInfo",
  "AddToCart",
  "AddToWishlist",
  "CompleteRegistration",
  "Contact",
  "CustomizeProduct",
  "Donate",
  "FindLocation",
  "InitiateCheckout",
  "Lead",
  "Purchase",
  "Schedule",
  "Search",
  "StartTrial",
  "SubmitApplication",
  "Subscribe",
  "ViewContent",
]);

interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: IArguments[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

/** The `fbq` function of the base code: queues until fbevents.js sets callMethod. */
function facebookQueue(win: Window): Fbq {
  const existing = globalOf<Fbq>(win, "fbq");
  if (existing) return existing;
  const fbq = argumentsCollector((args) => {
    if (fbq.callMethod) fbq.callMethod.apply(fbq, Array.from(args));
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.queue = [];
  setGlobal(win, "fbq", fbq);
  if (!globalOf(win, "_fbq")) setGlobal(win, "_fbq", fbq);
  return fbq;
}

/** Ten random digits, the browser part of `_fbp` as Facebook writes it. */
function randomDigits(): string {
  return String(1_000_000_000 + Math.floor(Math.random() * 9_000_000_000));
}

/**
 * `_fbp` when missing; `_fbc` from the kept fbclid, kept as it is when it already holds that
 * fbclid (its creation time is when the click was first seen, which Facebook uses).
 */
export function keepFacebookCookies(context: NetworkContext): void {
  const domain = parentDomain(context.window.location.hostname);
  const options = domain ? { days: FB_COOKIE_DAYS, domain } : { days: FB_COOKIE_DAYS };
  const now = context.now();
  if (!context.cookies.get("_fbp")) context.cookies.set("_fbp", `fb.1.${now}.${randomDigits()}`, options);
  const fbclid = context.clicks.fbclid;
  if (!fbclid) return;
  // fb.<subdomain index>.<ms>.<fbclid>: the fbclid is everything after the third dot.
  const kept = context.cookies.get("_fbc")?.split(".").slice(3).join(".");
  if (kept !== fbclid) context.cookies.set("_fbc", `fb.1.${now}.${fbclid}`, options);
}

export const startNetwork: StartNetwork = (context) => {
  guarded("facebook cookies", () => keepFacebookCookies(context));
  let fbq: Fbq | undefined;
  guarded("facebook", () => {
    fbq = facebookQueue(context.window);
    fbq("init", context.id);
    fbq("track", "PageView");
  });
  context.injectScript(context.source ?? FACEBOOK_SCRIPT);
  let matchedId: string | undefined;

  return {
    send(event: TrackedEvent) {
      const name = networkEventName("facebook", event.name);
      if (!name || !fbq) return;
      const queue = fbq;
      guarded("facebook", () => {
        // Facebook takes the advertiser's user id through init (advanced matching); calling
        // init again with the same pixel is how its base code updates it once the member is known.
        const externalId = externalIdOf(event.payload);
        if (externalId && externalId !== matchedId) {
          matchedId = externalId;
          queue("init", context.id, { external_id: externalId });
        }
        const params = defined({
          ...moneyOf(event.payload),
          content_ids: event.payload.contentId ? [event.payload.contentId] : undefined,
          content_type: event.payload.contentType,
        });
        queue(STANDARD_EVENTS.has(name) ? "track" : "trackCustom", name, params);
      });
    },
  };
};
