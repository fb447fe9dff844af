/**
 * The cashier's ledger: deposit and withdrawal orders and the balance they make. Every change of
 * money is one transaction that moves an order's state and the balance together, so they never
 * disagree: balance = arrived deposits − pending and paid withdrawals. A withdrawal holds its
 * amount while pending (a rejection gives it back), and the balance can never go below zero
 * (the database refuses it too). A submit carries the client's request id: the same id again
 * answers the order it made, never a second one. Amounts are integers in minor units.
 */
import { randomBytes } from "node:crypto";
import type { Database, Queryable } from "../db";
import { ErrorCode, WpsError } from "../envelope";
import type { DepositKind } from "../seed-data/money";

export type DepositState = "PENDING" | "ARRIVED" | "REJECTED" | "CANCELLED";
export type WithdrawState = "PENDING" | "PAID" | "REJECTED";

export interface ChannelRow {
  id: number;
  merchant: string;
  position: number;
  kind: DepositKind;
  name: string;
  min_amount: number;
  max_amount: number;
  enabled: boolean;
}

export interface DepositOrderRow {
  id: number;
  merchant: string;
  member_id: number;
  channel_id: number;
  reference: string;
  amount: number;
  state: DepositState;
  request_id: string | null;
  created_at: number;
  settled_at: number | null;
}

export interface WithdrawOrderRow {
  id: number;
  merchant: string;
  member_id: number;
  account_id: number;
  reference: string;
  amount: number;
  state: WithdrawState;
  request_id: string | null;
  created_at: number;
  settled_at: number | null;
}

export interface WithdrawLimits {
  min: number;
  max: number;
  daily: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const refuse = (errorCode: string, message: string) => new WpsError(400, errorCode, message);

/** D/W, the UTC date, then 8 random letters and digits: unique, readable over the phone. */
function newReference(prefix: "D" | "W", now: number): string {
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

function requireWithin(amount: number, min: number, max: number): void {
  if (amount < min) throw refuse(ErrorCode.amountBelowMin, `The smallest amount is ${min}`);
  if (amount > max) throw refuse(ErrorCode.amountAboveMax, `The largest amount is ${max}`);
}

export async function listChannels(db: Queryable, merchant: string): Promise<ChannelRow[]> {
  const result = await db.query<ChannelRow>(
    "SELECT * FROM deposit_channels WHERE merchant = $1 AND enabled ORDER BY position",
    [merchant],
  );
  return result.rows;
}

export async function withdrawLimits(db: Queryable, merchant: string): Promise<WithdrawLimits> {
  const result = await db.query<{ min_amount: number; max_amount: number; daily_limit: number }>(
    "SELECT min_amount, max_amount, daily_limit FROM withdraw_limits WHERE merchant = $1",
    [merchant],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`Merchant ${merchant} has no withdrawal limits (seed it)`);
  return { min: row.min_amount, max: row.max_amount, daily: row.daily_limit };
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

/** Withdrawn since the start of `now`'s UTC day, counting pending ones (their amount is held). */
export async function withdrawnToday(db: Queryable, memberId: number, now: number): Promise<number> {
  const dayStart = now - (now % DAY_MS);
  const result = await db.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM withdraw_orders
     WHERE member_id = $1 AND state IN ('PENDING', 'PAID') AND created_at >= $2`,
    [memberId, dayStart],
  );
  return Number(result.rows[0]?.total ?? 0);
}

async function credit(db: Queryable, memberId: number, amount: number): Promise<void> {
  await db.query(
    `INSERT INTO balances (member_id, amount) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET amount = balances.amount + EXCLUDED.amount`,
    [memberId, amount],
  );
}

/** Takes `amount` off the balance, or answers false (changing nothing) when it is not there. */
async function debit(db: Queryable, memberId: number, amount: number): Promise<boolean> {
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

export async function submitDeposit(
  db: Database,
  submit: Submit & { channelId: number },
): Promise<{ order: DepositOrderRow; channel: ChannelRow }> {
  const now = submit.now ?? Date.now();
  return db.transaction(async (tx) => {
    const channelOf = async (id: number) =>
      (
        await tx.query<ChannelRow>("SELECT * FROM deposit_channels WHERE id = $1 AND merchant = $2", [
          id,
          submit.merchant,
        ])
      ).rows[0];
    if (submit.requestId) {
      const seen = await tx.query<DepositOrderRow>(
        "SELECT * FROM deposit_orders WHERE member_id = $1 AND request_id = $2",
        [submit.memberId, submit.requestId],
      );
      const order = seen.rows[0];
      const channel = order && (await channelOf(order.channel_id));
      if (order && channel) return { order, channel };
    }
    const channel = await channelOf(submit.channelId);
    if (!channel?.enabled) {
      throw refuse(ErrorCode.channelNotAvailable, "This way of paying is not available any more");
    }
    requireWithin(submit.amount, channel.min_amount, channel.max_amount);
    const inserted = await tx.query<DepositOrderRow>(
      `INSERT INTO deposit_orders (merchant, member_id, channel_id, reference, amount, state, request_id, created_at)
       VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7) RETURNING *`,
      [
        submit.merchant,
        submit.memberId,
        channel.id,
        newReference("D", now),
        submit.amount,
        submit.requestId,
        now,
      ],
    );
    return { order: inserted.rows[0] as DepositOrderRow, channel };
  });
}

/**
 * Moves a pending deposit to `state`; an arrival credits the balance in the same transaction.
 * `memberId` limits it to that member's orders (a member cancelling their own).
 */
export async function settleDeposit(
  db: Database,
  settle: { merchant: string; reference: string; state: Exclude<DepositState, "PENDING">; memberId?: number },
  now = Date.now(),
): Promise<DepositOrderRow> {
  return db.transaction(async (tx) => {
    const found = await tx.query<DepositOrderRow>(
      "SELECT * FROM deposit_orders WHERE merchant = $1 AND reference = $2 AND ($3::int IS NULL OR member_id = $3)",
      [settle.merchant, settle.reference, settle.memberId ?? null],
    );
    const order = found.rows[0];
    if (!order) throw refuse(ErrorCode.orderNotFound, `No deposit ${settle.reference}`);
    if (order.state !== "PENDING") {
      throw refuse(ErrorCode.orderNotPending, `Deposit ${settle.reference} is already ${order.state}`);
    }
    const updated = await tx.query<DepositOrderRow>(
      "UPDATE deposit_orders SET state = $2, settled_at = $3 WHERE id = $1 RETURNING *",
      [order.id, settle.state, now],
    );
    if (settle.state === "ARRIVED") await credit(tx, order.member_id, order.amount);
    return updated.rows[0] as DepositOrderRow;
  });
}

export async function submitWithdraw(
  db: Database,
  submit: Submit & { accountId: number },
): Promise<WithdrawOrderRow> {
  const now = submit.now ?? Date.now();
  return db.transaction(async (tx) => {
    if (submit.requestId) {
      const seen = await tx.query<WithdrawOrderRow>(
        "SELECT * FROM withdraw_orders WHERE member_id = $1 AND request_id = $2",
        [submit.memberId, submit.requestId],
      );
      if (seen.rows[0]) return seen.rows[0];
    }
    const account = await tx.query("SELECT 1 FROM payout_accounts WHERE id = $1 AND member_id = $2", [
      submit.accountId,
      submit.memberId,
    ]);
    if (account.rows.length === 0)
      throw refuse(ErrorCode.accountNotFound, "That account is not one of yours");
    const limits = await withdrawLimits(tx, submit.merchant);
    requireWithin(submit.amount, limits.min, limits.max);
    if ((await withdrawnToday(tx, submit.memberId, now)) + submit.amount > limits.daily) {
      throw refuse(ErrorCode.withdrawDailyLimit, `At most ${limits.daily} can be withdrawn in a day`);
    }
    if (!(await debit(tx, submit.memberId, submit.amount))) {
      throw refuse(ErrorCode.balanceInsufficient, "The balance is lower than this amount");
    }
    const inserted = await tx.query<WithdrawOrderRow>(
      `INSERT INTO withdraw_orders (merchant, member_id, account_id, reference, amount, state, request_id, created_at)
       VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7) RETURNING *`,
      [
        submit.merchant,
        submit.memberId,
        submit.accountId,
        newReference("W", now),
        submit.amount,
        submit.requestId,
        now,
      ],
    );
    return inserted.rows[0] as WithdrawOrderRow;
  });
}

/** Pays or rejects a pending withdrawal; a rejection gives the held amount back. */
export async function settleWithdraw(
  db: Database,
  settle: { merchant: string; reference: string; state: Exclude<WithdrawState, "PENDING"> },
  now = Date.now(),
): Promise<WithdrawOrderRow> {
  return db.transaction(async (tx) => {
    const found = await tx.query<WithdrawOrderRow>(
      "SELECT * FROM withdraw_orders WHERE merchant = $1 AND reference = $2",
      [settle.merchant, settle.reference],
    );
    const order = found.rows[0];
    if (!order) throw refuse(ErrorCode.orderNotFound, `No withdrawal ${settle.reference}`);
    if (order.state !== "PENDING") {
      throw refuse(ErrorCode.orderNotPending, `Withdrawal ${settle.reference} is already ${order.state}`);
    }
    const updated = await tx.query<WithdrawOrderRow>(
      "UPDATE withdraw_orders SET state = $2, settled_at = $3 WHERE id = $1 RETURNING *",
      [order.id, settle.state, now],
    );
    if (settle.state === "REJECTED") await credit(tx, order.member_id, order.amount);
    return updated.rows[0] as WithdrawOrderRow;
  });
}

/** A member's orders, newest first. */
export async function depositOrders(db: Queryable, memberId: number, limit = 50): Promise<DepositOrderRow[]> {
  const result = await db.query<DepositOrderRow>(
    "SELECT * FROM deposit_orders WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2",
    [memberId, limit],
  );
  return result.rows;
}

export async function withdrawOrders(
  db: Queryable,
  memberId: number,
  limit = 50,
): Promise<WithdrawOrderRow[]> {
  const result = await db.query<WithdrawOrderRow>(
    "SELECT * FROM withdraw_orders WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2",
    [memberId, limit],
  );
  return result.rows;
}
