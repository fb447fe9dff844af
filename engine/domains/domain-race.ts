/**
 * The fastest-domain race (spec §7, §8, §9): when the status call answers domain_not_available,
 * up to ten of the merchant's other domains, shuffled, are tried at once; the first to answer
 * is where the domain dialog's retry goes. A domain the policy's `connect-src` names is pinged
 * (spec §7); any other (a mirror the platform names at run time) is probed with the build's icon
 * (./probe-image.ts), under the same limits. Pure: the network, the image loader, the timers and
 * the dice are handed in, so every timing is tested with fake timers (tests/engine/domains/).
 */
import { DOMAIN_RACE_MAX_DOMAINS, DOMAIN_RACE_PING_TIMEOUT_MS, PING_ABORT_MS } from "../constants";
import { type ImageLoad, probeImage } from "./probe-image";

export const PING_PATH = "/wps/system/test/ping";

/** What the race needs of `fetch`: the answer's status and its body as JSON. */
export type PingFetch = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal; cache: "no-store"; credentials: "omit" },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export interface RaceClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

export type RaceOutcome =
  | { kind: "won"; origin: string }
  /** empty: nothing to race; all-dead: every candidate failed or timed out; aborted: stopped from outside or by the overall abort. */
  | { kind: "none"; reason: "empty" | "all-dead" | "aborted" };

/** A domain list entry as sources give it: a bare name, `host:port`, a URL, or `{ domainName }`. */
function entryText(entry: unknown): string | null {
  if (typeof entry === "string") return entry.trim() || null;
  if (
    entry &&
    typeof entry === "object" &&
    typeof (entry as { domainName?: unknown }).domainName === "string"
  )
    return ((entry as { domainName: string }).domainName as string).trim() || null;
  return null;
}

/**
 * The origin a domain list entry stands for, or null for anything that is not a plain host
 * (paths, credentials, queries, other schemes): a corrupt list never sends the member to a page
 * that is not a domain root. A bare name takes the page's protocol; on an https page an http
 * entry is dropped (the browser would block it).
 */
export function originOf(entry: unknown, pageProtocol: string): string | null {
  const text = entryText(entry);
  if (!text || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text.includes("://") ? text : `${pageProtocol}//${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (pageProtocol === "https:" && url.protocol === "http:") return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== "/" || !url.hostname) return null;
  return url.origin;
}

/**
 * Every usable origin of the sources (bootstrap domainList, domainRoute, the merchant file), in
 * order, once each, without the page's own origin: the status call just said it is unavailable.
 */
export function candidateOrigins(
  sources: ReadonlyArray<ReadonlyArray<unknown> | null | undefined>,
  page: { protocol: string; host: string },
): string[] {
  const own = `${page.protocol}//${page.host}`.toLowerCase();
  const seen = new Set<string>([own]);
  const origins: string[] = [];
  for (const source of sources) {
    if (!Array.isArray(source)) continue;
    for (const entry of source) {
      const origin = originOf(entry, page.protocol);
      if (!origin || seen.has(origin)) continue;
      seen.add(origin);
      origins.push(origin);
    }
  }
  return origins;
}

/** Fisher–Yates with the given dice (0 ≤ random() < 1), then the first `max`: each race spreads members over the domains. */
export function shuffledCandidates(
  origins: readonly string[],
  random: () => number,
  max: number = DOMAIN_RACE_MAX_DOMAINS,
): string[] {
  const copy = [...origins];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j] as string, copy[i] as string];
  }
  return copy.slice(0, Math.max(0, max));
}

/** The ping of one candidate; `speed` is the start time, so no cache between the member and the domain can answer it. */
export function pingUrl(origin: string, now: number): string {
  return `${origin}${PING_PATH}?speed=${now}`;
}

function isSuccessEnvelope(body: unknown): boolean {
  return typeof body === "object" && body !== null && (body as { success?: unknown }).success === true;
}

/** The §7 ping: alive with the platform's success envelope. */
async function ping(fetch: PingFetch, merchant: string, origin: string, now: number, signal: AbortSignal) {
  const response = await fetch(pingUrl(origin, now), {
    headers: { Merchant: merchant },
    signal,
    cache: "no-store",
    credentials: "omit",
  });
  if (!response.ok) return false;
  return isSuccessEnvelope(await response.json());
}

/**
 * Tries every origin at once; the first alive wins and the others are aborted. An origin
 * `pingable` accepts (the policy lets `fetch` reach it) is pinged and alive with the platform's
 * success envelope; any other is probed with the build's icon and alive when it decodes at its
 * size. A candidate that fails, answers something else (a parked domain's page) or takes longer
 * than `pingTimeoutMs` is out; the whole race stops at `abortMs`.
 */
export function raceDomains(options: {
  origins: readonly string[];
  merchant: string;
  fetch: PingFetch;
  /** Loads the probe image of an origin `pingable` refuses. */
  loadImage?: ImageLoad;
  /** Whether `fetch` may reach the origin (connect-src names it); every origin when left out. */
  pingable?: (origin: string) => boolean;
  clock: RaceClock;
  signal?: AbortSignal;
  pingTimeoutMs?: number;
  abortMs?: number;
}): Promise<RaceOutcome> {
  const { origins, merchant, fetch, loadImage, pingable, clock, signal } = options;
  const pingTimeoutMs = options.pingTimeoutMs ?? DOMAIN_RACE_PING_TIMEOUT_MS;
  const abortMs = options.abortMs ?? PING_ABORT_MS;
  if (origins.length === 0) return Promise.resolve({ kind: "none", reason: "empty" });
  if (signal?.aborted) return Promise.resolve({ kind: "none", reason: "aborted" });

  return new Promise<RaceOutcome>((resolve) => {
    const controllers = origins.map(() => new AbortController());
    const timers: unknown[] = [];
    let failed = 0;
    let settled = false;

    const finish = (outcome: RaceOutcome) => {
      if (settled) return;
      settled = true;
      for (const timer of timers) clock.clearTimeout(timer);
      for (const controller of controllers) controller.abort();
      signal?.removeEventListener("abort", onAbort);
      resolve(outcome);
    };
    const onAbort = () => finish({ kind: "none", reason: "aborted" });
    signal?.addEventListener("abort", onAbort);
    timers.push(clock.setTimeout(onAbort, abortMs));

    origins.forEach((origin, index) => {
      const controller = controllers[index] as AbortController;
      let out = false;
      const lose = () => {
        if (out || settled) return;
        out = true;
        controller.abort();
        failed += 1;
        if (failed === origins.length) finish({ kind: "none", reason: "all-dead" });
      };
      timers.push(clock.setTimeout(lose, pingTimeoutMs));
      const started = clock.now();
      let answer: Promise<boolean>;
      try {
        answer =
          loadImage && pingable && !pingable(origin)
            ? probeImage(loadImage, origin, started, controller.signal)
            : ping(fetch, merchant, origin, started, controller.signal);
      } catch {
        lose();
        return;
      }
      answer.then(
        (alive) => {
          if (out || settled) return;
          if (alive) finish({ kind: "won", origin });
          else lose();
        },
        () => lose(),
      );
    });
  });
}

/**
 * Where the dialog's retry goes: /m/index.html on the winner, with the affiliate and referral
 * codes of the current address (or, without them there, the ones kept from the landing link),
 * so the member is still credited on the new domain.
 */
export function retryUrl(
  origin: string,
  search: string,
  kept: { affiliateCode: string | null; referralCode: string | null },
): string {
  const query = new URLSearchParams(search);
  const affiliateCode = query.get("affiliateCode")?.trim() || kept.affiliateCode?.trim() || "";
  const referral = (query.get("r") ?? query.get("referralCode"))?.trim() || kept.referralCode?.trim() || "";
  const params = new URLSearchParams();
  if (affiliateCode) params.set("affiliateCode", affiliateCode);
  if (referral) params.set("r", referral);
  const tail = params.toString();
  return `${origin}/m/index.html${tail ? `?${tail}` : ""}`;
}
