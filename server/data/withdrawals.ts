/** Withdrawals: the merchant's limits, and the orders that hold their amount until paid or rejected. */
import type { Database, Queryable } from "../db";
import { ErrorCode } from "../envelope";
import {
  credit,
  debit,
  newReference,
  refuse,
  requireWithin,
  type Submit,
  type WithdrawState,
} from "./ledger";

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

export async function withdrawLimits(db: Queryable, merchant: string): Promise<WithdrawLimits> {
  const result = await db.query<{ min_amount: number; max_amount: number; daily_limit: number }>(
    "SELECT min_amount, max_amount, daily_limit FROM withdraw_limits WHERE merchant = $1",
    [merchant],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`Merchant ${merchant} has no withdrawal limits (seed it)`);
  return { min: row.min_amount, max: row.max_amount, daily: row.daily_limit };
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
