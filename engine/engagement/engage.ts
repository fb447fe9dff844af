import type { Engine } from "../root/engine";

/** An engagement overlay's place in the conductor's queue (engine/engagement/conductor.ts). */
export interface EngagementTurn {
  /**
   * Its rules say it is due: it shows when its turn comes. `priority` overrides the registered one
   * (a forced prompt); `exempt` takes it out of the one-unrequested-overlay-per-page rule (a
   * mandatory upgrade; priorities from ENGAGEMENT_PRIORITY.requested up are exempt already).
   */
  request(options?: { priority?: number; overGame?: boolean; exempt?: boolean }): void;
  /** Closed, or no longer due: the screen goes to the next. */
  release(): void;
  /** Whether it holds the screen now (an observable read). */
  readonly showing: boolean;
}

export interface EngageContext {
  /** The whole engine: an overlay's rules may read any of it (each widget's model takes what it uses). */
  stores: Engine;
  turn: EngagementTurn;
}

/**
 * An engagement overlay's rules, run once after the page has loaded: they watch the stores and
 * ask for a turn when due. Returns what stops them.
 */
export type Engage = (context: EngageContext) => (() => void) | undefined;

export type LazyEngage = () => Promise<{ default: Engage }>;
