/**
 * The member's money at a glance: counts polled every 30 s while the page shows (spec §9), paused
 * while hidden, stopped on logout, and the tracked deposit events (spec §3) with their values.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DepositOrder } from "../../engine/api/money";
import { DEPOSIT_WITHDRAW_POLL_MS } from "../../engine/constants";
import { HttpClient } from "../../engine/http/client";
import { MoneyStore, type PageVisibility } from "../../engine/stores/money-store";
import { TrackingStore } from "../../engine/tracking/tracking-store";

function order(reference: string, amount: number, state: DepositOrder["state"]): DepositOrder {
  return {
    reference,
    amount,
    state,
    channelId: 1,
    kind: "BANK",
    channelName: "Bank",
    createdAt: 0,
    settledAt: null,
  };
}

/** A backend whose answers the test changes as time goes on; it counts the polls. */
function backend() {
  const state = {
    deposits: 0,
    withdrawals: 0,
    orders: [] as DepositOrder[],
    balance: 0,
    polls: 0,
    /** The balance call answers 502, as a gateway in trouble does. */
    balanceDown: false,
  };
  const fakeFetch = (async (url: string) => {
    const path = url.split("?")[0] ?? "";
    let value: unknown;
    if (path.endsWith("MCSFE_getDepositSettings")) {
      state.polls += 1;
      value = {
        totalDepositSuccessCount: state.deposits,
        totalWithdrawSuccessCount: state.withdrawals,
        currency: { code: "BRL", decimals: 2 },
        channels: [],
      };
    } else if (path.endsWith("MCSFE_getDepositOrders")) value = { orders: state.orders };
    else if (path.endsWith("MCSFE_getBalance") && state.balanceDown)
      return new Response(JSON.stringify({ success: false, value: null }), { status: 502 });
    else if (path.endsWith("MCSFE_getBalance"))
      value = { balance: state.balance, currency: { code: "BRL", decimals: 2 } };
    return new Response(JSON.stringify({ success: true, value }));
  }) as typeof fetch;
  const http = new HttpClient({
    fetch: fakeFetch,
    baseUrl: "",
    merchant: () => "brisa",
    language: () => "EN",
    token: () => "t",
  });
  return { state, http };
}

function visibility() {
  let shown = true;
  const listeners = new Set<() => void>();
  const page: PageVisibility & { set(visible: boolean): void } = {
    visible: () => shown,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (visible) => {
      shown = visible;
      for (const listener of listeners) listener();
    },
  };
  return page;
}

/** Lets the fake fetches and their follow-ups settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("MoneyStore", () => {
  // The store loads its calls on first use (engine/money/money-activity.ts): loaded here first,
  // so under the fake clock that load is a resolved import, not a file read.
  beforeAll(() => import("../../engine/money/money-activity"));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const server = backend();
    const page = visibility();
    const tracking = new TrackingStore(() => ({ customerId: 7 }));
    const money = new MoneyStore({
      http: server.http,
      tracking,
      visibility: page,
      currency: () => ({ code: "BRL", decimals: 2 }),
    });
    const names = () => tracking.events.map((event) => event.name);
    return { server, page, tracking, money, names };
  }

  it("polls the counts at once and then every 30 s, not while the page is hidden, and stops on logout", async () => {
    const { server, page, money } = setup();
    server.state.deposits = 2;
    money.start();
    await settle();
    expect(money.counts).toEqual({ deposits: 2, withdrawals: 0 });
    expect(server.state.polls).toBe(1);
    server.state.withdrawals = 1;
    await vi.advanceTimersByTimeAsync(DEPOSIT_WITHDRAW_POLL_MS - 1);
    expect(money.counts?.withdrawals).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(money.counts?.withdrawals).toBe(1);

    page.set(false);
    await vi.advanceTimersByTimeAsync(DEPOSIT_WITHDRAW_POLL_MS * 3);
    expect(server.state.polls).toBe(2);
    // Shown again: one poll at once, then the 30 s rhythm goes on.
    page.set(true);
    await settle();
    expect(server.state.polls).toBe(3);

    money.stop();
    expect(money.counts).toBeNull();
    await vi.advanceTimersByTimeAsync(DEPOSIT_WITHDRAW_POLL_MS * 2);
    page.set(false);
    page.set(true);
    await settle();
    expect(server.state.polls).toBe(3);
  });

  it("tracks a first deposit, then redeposits, with the amount as a decimal value", async () => {
    const { money, tracking, names } = setup();
    money.start();
    await settle();
    await money.depositSubmitted(order("D1", 12_345, "PENDING"));
    expect(names()).toEqual(["depositSubmit", "firstDeposit"]);
    expect(tracking.events[0]?.payload).toMatchObject({
      customerId: 7,
      value: 123.45,
      revenue: 123.45,
      currency: "BRL",
    });
    money.stop();

    const later = setup();
    later.server.state.deposits = 1;
    later.money.start();
    await settle();
    await later.money.depositSubmitted(order("D2", 5_000, "PENDING"));
    expect(later.names()).toEqual(["depositSubmit", "redeposit"]);
    later.money.stop();
  });

  it("says when the balance could not be read, and keeps the last one it had", async () => {
    const { server, money } = setup();
    server.state.balanceDown = true;
    await money.refreshBalance();
    expect(money.balance).toBeNull();
    expect(money.balanceFailed).toBe(true);

    server.state.balanceDown = false;
    server.state.balance = 12_300;
    await money.refreshBalance();
    expect(money.balance).toBe(12_300);
    expect(money.balanceFailed).toBe(false);

    server.state.balanceDown = true;
    await money.refreshBalance();
    expect(money.balance).toBe(12_300);
    expect(money.balanceFailed).toBe(true);
    money.stop();
    expect(money.balanceFailed).toBe(false);
  });

  it("reports each deposit the poll sees arrive, the member's first one as firstDepositArrival", async () => {
    const { server, money, tracking, names } = setup();
    money.start();
    await settle();
    expect(names()).toEqual([]);

    server.state.orders = [order("D1", 50_000, "ARRIVED")];
    server.state.deposits = 1;
    server.state.balance = 50_000;
    await vi.advanceTimersByTimeAsync(DEPOSIT_WITHDRAW_POLL_MS);
    expect(names()).toEqual(["firstDepositArrival", "deposit"]);
    expect(tracking.events[1]?.payload.value).toBe(500);
    expect(money.balance).toBe(50_000);

    server.state.orders = [order("D2", 2_000, "ARRIVED"), order("D1", 50_000, "ARRIVED")];
    server.state.deposits = 2;
    await vi.advanceTimersByTimeAsync(DEPOSIT_WITHDRAW_POLL_MS);
    expect(names()).toEqual(["firstDepositArrival", "deposit", "deposit"]);
    expect(tracking.events[2]?.payload.value).toBe(20);
    money.stop();
  });

  it("does not report deposits that had arrived before the member came back", async () => {
    const { server, money, names } = setup();
    server.state.orders = [order("D1", 50_000, "ARRIVED")];
    server.state.deposits = 1;
    money.start();
    await settle();
    await vi.advanceTimersByTimeAsync(DEPOSIT_WITHDRAW_POLL_MS * 2);
    expect(names()).toEqual([]);
    money.stop();
  });
});
