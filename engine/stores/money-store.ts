import { makeAutoObservable, runInAction } from "mobx";
import type { DepositOrder, DepositSettings, MinorUnits } from "../api/money";
import { DEPOSIT_WITHDRAW_POLL_MS } from "../constants";
import type { HttpClient } from "../http/client";
import type { TrackingStore } from "../tracking/tracking-store";

/** The calls and arithmetic, in their own chunk: a visitor's first page needs none of them. */
const activity = () => import("../money/money-activity");

/** Whether the page is showing, and word when that changes (document.visibilityState in the browser). */
export interface PageVisibility {
  visible(): boolean;
  onChange(listener: () => void): () => void;
}

export interface MoneyStoreDeps {
  http: HttpClient;
  tracking: TrackingStore;
  visibility: PageVisibility;
  /** The currency (live settings over the merchant file), for the tracked values. */
  currency: () => { code: string; decimals: number };
}

export interface SuccessCounts {
  deposits: number;
  withdrawals: number;
}

/**
 * The member's money at a glance: the successful deposit and withdrawal counts (spec §3), polled
 * every 30 s while a member is logged in and the page shows (§9; the install prompt and tracking
 * read them), and the balance. It also says what happened to the ad networks (§3): each deposit
 * submit, whether it is the member's first or a redeposit, and each deposit the poll sees arrive,
 * the first one as firstDepositArrival (docs/decisions.md).
 */
export class MoneyStore {
  counts: SuccessCounts | null = null;
  balance: MinorUnits | null = null;
  /** The last balance read failed: the card offers a retry instead of waiting for ever. */
  balanceFailed = false;
  /** The last deposit settings answer: channels and the currency's units. */
  settings: DepositSettings | null = null;

  private timer: ReturnType<typeof setInterval> | null = null;
  private stopVisibility: (() => void) | null = null;
  /** Bumped by stop(), so an answer for a session that has ended is dropped. */
  private generation = 0;
  /** Arrived deposits already reported (or there before polling began). */
  private arrived: Set<string> | null = null;

  constructor(private readonly deps: MoneyStoreDeps) {
    makeAutoObservable<MoneyStore, "deps" | "timer" | "stopVisibility" | "generation" | "arrived">(this, {
      deps: false,
      timer: false,
      stopVisibility: false,
      generation: false,
      arrived: false,
    });
  }

  /** Begins polling for a member who just logged in (or came back with a session). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.deps.visibility.visible()) void this.refreshCounts();
    }, DEPOSIT_WITHDRAW_POLL_MS);
    // Back on the page after a while: the counts may have moved while it was hidden.
    this.stopVisibility = this.deps.visibility.onChange(() => {
      if (this.deps.visibility.visible()) void this.refreshCounts();
    });
    void this.refreshCounts();
  }

  /** Logout or an expired session: no more polling, nothing of the member kept. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopVisibility?.();
    this.stopVisibility = null;
    this.generation++;
    this.counts = null;
    this.balance = null;
    this.balanceFailed = false;
    this.settings = null;
    this.arrived = null;
  }

  get polling(): boolean {
    return this.timer !== null;
  }

  /** One poll: the counts (and channels); a rise in deposits reports the orders that arrived. */
  async refreshCounts(): Promise<void> {
    const asked = this.generation;
    const { getDepositSettings } = await activity();
    const settings = await getDepositSettings(this.deps.http).catch(() => null);
    if (!settings || asked !== this.generation) return;
    const before = this.counts;
    runInAction(() => {
      this.settings = settings;
      this.counts = {
        deposits: settings.totalDepositSuccessCount,
        withdrawals: settings.totalWithdrawSuccessCount,
      };
    });
    if (!before || settings.totalDepositSuccessCount > before.deposits || !this.arrived) {
      await this.noteArrivals(asked, before?.deposits ?? null);
    }
    if (before && settings.totalDepositSuccessCount !== before.deposits) void this.refreshBalance();
  }

  async refreshBalance(): Promise<void> {
    const asked = this.generation;
    const { getBalance } = await activity();
    const answer = await getBalance(this.deps.http).catch(() => null);
    if (asked !== this.generation) return;
    runInAction(() => {
      this.balanceFailed = !answer;
      if (answer) this.balance = answer.balance;
    });
  }

  /**
   * A deposit order was made. Tracked as depositSubmit, and as firstDeposit when the member had
   * no successful deposit yet, else as redeposit (spec §3).
   */
  async depositSubmitted(order: DepositOrder): Promise<void> {
    // Which one it is depends on the counts now, not after the chunk has arrived.
    const first = (this.counts?.deposits ?? 0) === 0;
    const { trackedValue } = await activity();
    const payload = { ...trackedValue(order.amount, this.deps.currency()), orderId: order.reference };
    this.deps.tracking.track("depositSubmit", payload);
    this.deps.tracking.track(first ? "firstDeposit" : "redeposit", payload);
  }

  /** A withdrawal order was made (spec §3 `withdraw`). */
  async withdrawSubmitted(amount: MinorUnits): Promise<void> {
    const { trackedValue } = await activity();
    this.deps.tracking.track("withdraw", trackedValue(amount, this.deps.currency()));
    await this.refreshBalance();
  }

  /**
   * The first look only learns what has arrived already; after that each newly arrived deposit is
   * a `deposit` event, and the member's very first one also firstDepositArrival.
   */
  private async noteArrivals(asked: number, countBefore: number | null): Promise<void> {
    const { getDepositOrders, trackedValue } = await activity();
    const answer = await getDepositOrders(this.deps.http).catch(() => null);
    if (!answer || asked !== this.generation) return;
    const arrivedNow = answer.orders.filter((order) => order.state === "ARRIVED");
    if (!this.arrived) {
      this.arrived = new Set(arrivedNow.map((order) => order.reference));
      return;
    }
    const fresh = arrivedNow.filter((order) => !this.arrived?.has(order.reference)).reverse();
    for (const order of fresh) {
      this.arrived.add(order.reference);
      const payload = { ...trackedValue(order.amount, this.deps.currency()), orderId: order.reference };
      if (countBefore === 0 && order === fresh[0]) this.deps.tracking.track("firstDepositArrival", payload);
      this.deps.tracking.track("deposit", payload);
    }
  }
}
