/** Deposits: the channels a member pays in by, and the orders that credit the balance on arrival. */
import type { Database, Queryable } from "../db";
import { ErrorCode } from "../envelope";
import type { DepositKind } from "../seed-data/money";
import { credit, type DepositState, newReference, refuse, requireWithin, type Submit } from "./ledger";

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

export async function listChannels(db: Queryable, merchant: string): Promise<ChannelRow[]> {
  const result = await db.query<ChannelRow>(
    "SELECT * FROM deposit_channels WHERE merchant = $1 AND enabled ORDER BY position",
    [merchant],
  );
  return result.rows;
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

/** A member's orders, newest first. */
export async function depositOrders(db: Queryable, memberId: number, limit = 50): Promise<DepositOrderRow[]> {
  const result = await db.query<DepositOrderRow>(
    "SELECT * FROM deposit_orders WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2",
    [memberId, limit],
  );
  return result.rows;
}
