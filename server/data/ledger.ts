/**
 * The cashier's ledger: deposit and withdrawal orders and the balance they make. Every change of
 * money is one transaction that moves an order's state and the balance together, so they never
 * disagree: balance = arrived deposits − pending and paid withdrawals. A withdrawal holds its
 * amount while pending (a rejection gives it back), and the balance can never go below zero
 * (the database refuses it too). A submit carries the client's request id: the same id again
 * answers the order it made, never a second one. Amounts are integers in minor units.
 *
 * This file holds what both kinds of order share (the balance, references, amount checks);
 * deposits.ts and withdrawals.ts hold each kind's orders.
 */
import { randomBytes } from "node:crypto";
import type { Queryable } from "../db";
import { ErrorCode, WpsError } from "../envelope";

export type DepositState = "PENDING" | "ARRIVED" | "REJECTED" | "CANCELLED";
export type WithdrawState = "PENDING" | "PAID" | "REJECTED";

export const refuse = (errorCode: string, message: string) => new WpsError(400, errorCode, message);

/** D/W, the UTC date, then 8 random letters and digits: unique, readable over the phone. */
export function newReference(prefix: "D" | "W", now: number): string {
  const date = new Date(now).toISOString().slice(0, 10).replaceAll("-", "");
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const tail = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join("");
  return `${prefix}${date}${tail}`;
}

/** A whole, positive number of minor units: anything else (a float, a string, NaN) is refused. */
export function requireAmount(value: unknown): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value <= 0) {
    throw refuse(ErrorCode.amountInvalid, "The amount must be a whole number of cents above zero");
  }
  return value;
}

export function requireWithin(amount: number, min: number, max: number): void {
  if (amount < min) throw refuse(ErrorCode.amountBelowMin, `The smallest amount is ${min}`);
  if (amount > max) throw refuse(ErrorCode.amountAboveMax, `The largest amount is ${max}`);
}

export async function balanceOf(db: Queryable, memberId: number): Promise<number> {
  const result = await db.query<{ amount: number }>("SELECT amount FROM balances WHERE member_id = $1", [
    memberId,
  ]);
  return result.rows[0]?.amount ?? 0;
}

/** Arrived deposits and paid withdrawals: the platform's totalDeposit/WithdrawSuccessCount. */
export async function successCounts(
  db: Queryable,
  memberId: number,
): Promise<{ deposits: number; withdrawals: number }> {
  const result = await db.query<{ deposits: number; withdrawals: number }>(
    `SELECT
       (SELECT count(*)::int FROM deposit_orders WHERE member_id = $1 AND state = 'ARRIVED') AS deposits,
       (SELECT count(*)::int FROM withdraw_orders WHERE member_id = $1 AND state = 'PAID') AS withdrawals`,
    [memberId],
  );
  return result.rows[0] ?? { deposits: 0, withdrawals: 0 };
}

export async function credit(db: Queryable, memberId: number, amount: number): Promise<void> {
  await db.query(
    `INSERT INTO balances (member_id, amount) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET amount = balances.amount + EXCLUDED.amount`,
    [memberId, amount],
  );
}

/** Takes `amount` off the balance, or answers false (changing nothing) when it is not there. */
export async function debit(db: Queryable, memberId: number, amount: number): Promise<boolean> {
  const result = await db.query(
    "UPDATE balances SET amount = amount - $2 WHERE member_id = $1 AND amount >= $2 RETURNING amount",
    [memberId, amount],
  );
  return result.rows.length === 1;
}

export interface Submit {
  merchant: string;
  memberId: number;
  amount: number;
  /** The client's key for this submit; a retry sends the same one. */
  requestId: string | null;
  now?: number;
}
