import type { MinorUnits, WithdrawInfo } from "../../engine/api/money";

/** What a withdrawal may be now: the merchant's limits, what today has left, and the balance. */
export interface WithdrawRoom {
  min: MinorUnits;
  max: MinorUnits;
  leftToday: MinorUnits;
  balance: MinorUnits;
}

export type AmountProblem = "below_min" | "above_max" | "over_daily" | "over_balance";

/** The room the account info describes; the balance the money store knows is fresher when it has one. */
export function roomOf(info: WithdrawInfo, balance: MinorUnits | null): WithdrawRoom {
  const limits = info.limits;
  return {
    min: limits?.minAmount ?? 1,
    max: limits?.maxAmount ?? Number.MAX_SAFE_INTEGER,
    leftToday: limits ? Math.max(0, limits.dailyLimit - limits.withdrawnToday) : Number.MAX_SAFE_INTEGER,
    balance: balance ?? info.balance ?? 0,
  };
}

/**
 * Why the server would refuse `amount` (in minor units), checked in the order a member can act
 * on: the merchant's bounds first, then today's allowance, then the money there is.
 */
export function amountProblem(amount: MinorUnits, room: WithdrawRoom): AmountProblem | null {
  if (amount < room.min) return "below_min";
  if (amount > room.max) return "above_max";
  if (amount > room.leftToday) return "over_daily";
  if (amount > room.balance) return "over_balance";
  return null;
}

/** The figure a problem's message names: the bound the amount crossed. */
export function limitOf(problem: AmountProblem, room: WithdrawRoom): MinorUnits {
  switch (problem) {
    case "below_min":
      return room.min;
    case "above_max":
      return room.max;
    case "over_daily":
      return room.leftToday;
    case "over_balance":
      return room.balance;
  }
}

/** The server's refusals that are about the amount, as the problem the client would have named. */
export const SERVER_AMOUNT_PROBLEMS: Readonly<Record<string, AmountProblem>> = {
  "amount.below.min": "below_min",
  "amount.above.max": "above_max",
  "withdraw.daily.limit": "over_daily",
  "balance.insufficient": "over_balance",
};
