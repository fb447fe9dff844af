/**
 * What the network adapters share: reading a payload the way the networks want it, building
 * their queue objects, and never letting a network's failure out (docs/tracking-networks.md).
 */
import type { NetworkContext } from "../network";
import type { TrackedEventName, TrackingPayload } from "../tracking-store";

/** A network call as its snippet records it before the real script is there. */
export type QueuedCall = (...args: unknown[]) => void;

/** The deposit events of spec §3: TikTok tags each with content_id 99 (spec §9). */
export const DEPOSIT_EVENTS: ReadonlySet<TrackedEventName> = new Set([
  "depositSubmit",
  "firstDeposit",
  "redeposit",
  "deposit",
  "firstDepositArrival",
]);

/** The amount of a money event: `value`, else `revenue` (both are the same amount in spec §3). */
export function amountOf(payload: TrackingPayload): number | undefined {
  const amount = payload.value ?? payload.revenue ?? payload.af_revenue;
  return typeof amount === "number" && Number.isFinite(amount) ? amount : undefined;
}

/** `value` and `currency` when the event carries an amount; nothing otherwise. */
export function moneyOf(payload: TrackingPayload): { value?: number; currency?: string } {
  const value = amountOf(payload);
  if (value === undefined) return {};
  return payload.currency ? { value, currency: payload.currency } : { value };
}

/** The member's id as the networks' external (advertiser-side) user id. */
export function externalIdOf(payload: TrackingPayload): string | undefined {
  const id = payload.customerId;
  return id === undefined || id === null || id === "" ? undefined : String(id);
}

/** The object without its undefined fields, so queued calls carry only what is known. */
export function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * A function that hands each call's `arguments` object to `take`. gtag.js and the snippets
 * modelled on it (fbq, twq, obApi, bge) queue the Arguments object itself, and gtag.js tells a
 * command from plain data by exactly that, so an array in its place would be ignored.
 */
export function argumentsCollector(take: (args: IArguments) => void): QueuedCall {
  return function collect() {
    // biome-ignore lint/complexity/noArguments: the real scripts read Arguments objects, not arrays.
    take(arguments);
  };
}

/** The window's global of that name, typed as the caller expects (the network's own object). */
export function globalOf<T>(win: Window, name: string): T | undefined {
  return (win as unknown as Record<string, T | undefined>)[name];
}

export function setGlobal(win: Window, name: string, value: unknown): void {
  (win as unknown as Record<string, unknown>)[name] = value;
}

/** Runs one network call; a missing or broken global is logged, never thrown into the app. */
export function guarded(network: string, call: () => void): void {
  try {
    call();
  } catch (error) {
    console.warn(`[tracking] ${network} failed:`, error);
  }
}

/** `base` with the parameters added to its query (kept in order; an empty string is kept as `name=`). */
export function withQuery(base: string, params: Record<string, string | number | undefined>): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join("&");
  if (!query) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${query}`;
}

/**
 * The command-queue shape TikTok's snippet defines and Kwai's copies (`ttq`, `kwaiq`): an array of
 * [method, ...args], one method per name pushing onto it, and per-pixel arrays under `_i` that
 * `instance(id)` gives out. `load(id)` registers the pixel the way the snippet does (its `_i`,
 * `_t`, `_o` entries, which the real script reads) but leaves adding the script to the adapter.
 */
export interface InstanceQueue extends Array<unknown> {
  methods: string[];
  _i: Record<string, PixelCalls>;
  _t: Record<string, number>;
  _o: Record<string, unknown>;
  load(id: string, options?: Record<string, unknown>): void;
  instance(id: string): PixelCalls;
  [method: string]: unknown;
}

/** One pixel's calls under `_i`, with `_u`, the script address its loader was given. */
export type PixelCalls = unknown[] & { _u?: string; [method: string]: unknown };

/** Gives `target` one function per method name, each pushing [method, ...args] onto it. */
function deferMethods(target: unknown[] & Record<string, unknown>, methods: string[]): void {
  for (const method of methods) {
    target[method] = (...args: unknown[]) => {
      target.push([method, ...args]);
    };
  }
}

export function instanceQueue(
  win: Window,
  name: string,
  methods: string[],
  scriptUrl: string,
  now: () => number,
): InstanceQueue {
  const existing = globalOf<InstanceQueue>(win, name);
  if (existing && typeof existing.load === "function") return existing;
  const queue = (existing ?? []) as InstanceQueue;
  queue.methods = methods;
  deferMethods(queue, methods);
  queue._i = queue._i ?? {};
  queue._t = queue._t ?? {};
  queue._o = queue._o ?? {};
  queue.instance = (id: string) => {
    const calls = queue._i[id] ?? ([] as unknown[] as PixelCalls);
    deferMethods(calls, methods);
    return calls;
  };
  queue.load = (id: string, options?: Record<string, unknown>) => {
    const calls = [] as unknown[] as PixelCalls;
    calls._u = scriptUrl;
    queue._i[id] = calls;
    queue._t[id] = now();
    queue._o[id] = options ?? {};
  };
  setGlobal(win, name, queue);
  return queue;
}

/**
 * Starts a network whose base code has TikTok's command-queue shape (TikTok's `ttq`, Kwai's
 * `kwaiq`): the queue, `load` with the pixel id, a `page()`, then the script with the query the
 * official loader adds (a proxy in `source` passes it on). Undefined when the page refused the queue.
 */
export function startInstanceQueue(
  context: NetworkContext,
  network: string,
  globalName: string,
  methods: string[],
  officialScript: string,
): InstanceQueue | undefined {
  const base = context.source ?? officialScript;
  let queue: InstanceQueue | undefined;
  guarded(network, () => {
    queue = instanceQueue(context.window, globalName, methods, base, context.now);
    queue.load(context.id);
    (queue.page as QueuedCall)();
  });
  context.injectScript(withQuery(base, { sdkid: context.id, lib: globalName }));
  return queue;
}
