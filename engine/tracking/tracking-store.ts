/**
 * The engine's one tracking call (spec section 3, "Tracked events"). Screens say what happened;
 * the ad networks of the merchant's pixel bundle subscribe as sinks (wired by the tracking
 * issue), so no screen knows a network. Events that happen before a sink subscribes are kept
 * and handed to it, so a network loaded late still hears about the first page.
 */

/** The spec's tracked events (section 3), in its order. */
export const TRACKED_EVENTS = [
  "firstOpen",
  "registerSubmit",
  "register",
  "depositSubmit",
  "firstDeposit",
  "withdraw",
  "deposit",
  "redeposit",
  "firstDepositArrival",
  "startTrial",
  "login",
  "viewContent",
  "downloadApp",
  "gameLaunch",
  "a2hsInstalled",
  "a2hsFirstOpen",
] as const;

export type TrackedEventName = (typeof TRACKED_EVENTS)[number];

export interface TrackingPayload {
  customerId?: string | number;
  customerName?: string;
  value?: number;
  revenue?: number;
  currency?: string;
  af_revenue?: number;
  /** What the event is about (a game code, a promotion id), for the networks that take it. */
  contentId?: string;
  contentType?: string;
  method?: string;
  /** The money order the event is about: networks take it as the transaction id, and the heartbeat rule counts each order apart. */
  orderId?: string;
}

export interface TrackedEvent {
  name: TrackedEventName;
  payload: TrackingPayload;
  at: number;
}

export type TrackingSink = (event: TrackedEvent) => void;

/** Events kept for sinks that subscribe later; older ones are dropped past this many. */
const BACKLOG_LIMIT = 100;

/** One broken network must not keep the others, or the screen, from going on. */
function deliver(sink: TrackingSink, event: TrackedEvent): void {
  try {
    sink(event);
  } catch (error) {
    console.warn(`[tracking] a sink failed on ${event.name}:`, error);
  }
}

export class TrackingStore {
  private readonly backlog: TrackedEvent[] = [];
  private readonly sinks = new Set<TrackingSink>();

  constructor(
    /** Who is logged in, added to every event (spec section 3: customerId, customerName). */
    private readonly member: () => { customerId?: string | number; customerName?: string },
    private readonly now: () => number = Date.now,
  ) {}

  track(name: TrackedEventName, payload: TrackingPayload = {}): void {
    const event: TrackedEvent = { name, payload: { ...this.member(), ...payload }, at: this.now() };
    this.backlog.push(event);
    if (this.backlog.length > BACKLOG_LIMIT) this.backlog.shift();
    for (const sink of this.sinks) deliver(sink, event);
  }

  /** Adds a sink, handing it what happened so far; returns its remover. */
  subscribe(sink: TrackingSink): () => void {
    for (const event of this.backlog) deliver(sink, event);
    this.sinks.add(sink);
    return () => this.sinks.delete(sink);
  }

  /** What was tracked so far, oldest first (what a sink subscribing now would get). */
  get events(): readonly TrackedEvent[] {
    return this.backlog;
  }
}
