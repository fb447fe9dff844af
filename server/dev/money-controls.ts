/**
 * Development controls over the cashier, standing in for the payment gateway and the merchant's
 * back office (development and test only; docs/dev-controls.md):
 *   POST /__dev/deposits/settle     { merchant, reference, state: "ARRIVED" | "REJECTED" }
 *   POST /__dev/withdrawals/settle  { merchant, reference, state: "PAID" | "REJECTED" }
 *   POST /__dev/deposit-channels    { merchant, kind, enabled }  switches a channel kind off or on
 *   POST /__dev/withdraw-limits     { merchant, min?, max?, daily? }  in minor units
 *   GET  /__dev/money/:merchant/:username  balance, counts, orders and payout accounts
 * Slowing or failing a cashier call is POST /__dev/faults with its path, like any other call.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { depositOrders, settleDeposit } from "../data/deposits";
import { balanceOf, successCounts } from "../data/ledger";
import { listPayoutAccounts } from "../data/payout-accounts";
import { settleWithdraw, withdrawLimits, withdrawOrders } from "../data/withdrawals";
import { ok } from "../envelope";
import { optionalField, readBody, requireText } from "../request-body";
import { invalid, requireMemberNamed, requireMerchantCode } from "./checks";

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  const found = allowed.find((option) => option === value);
  if (!found) throw invalid(`${field} must be one of ${allowed.join(", ")}`);
  return found;
}

function optionalAmount(body: Record<string, unknown>, field: string): number | undefined {
  const value = optionalField<number>(body, field, "number");
  if (value !== undefined && (!Number.isSafeInteger(value) || value <= 0)) {
    throw invalid(`${field} must be a whole number of minor units above zero`);
  }
  return value;
}

export const moneyControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db } = context;

  app.post("/__dev/deposits/settle", async (request) => {
    const body = readBody(request);
    const order = await settleDeposit(db, {
      merchant: requireMerchantCode(context, body.merchant),
      reference: requireText(body, "reference"),
      state: oneOf(body.state, ["ARRIVED", "REJECTED"] as const, "state"),
    });
    return ok({
      reference: order.reference,
      state: order.state,
      balance: await balanceOf(db, order.member_id),
    });
  });

  app.post("/__dev/withdrawals/settle", async (request) => {
    const body = readBody(request);
    const order = await settleWithdraw(db, {
      merchant: requireMerchantCode(context, body.merchant),
      reference: requireText(body, "reference"),
      state: oneOf(body.state, ["PAID", "REJECTED"] as const, "state"),
    });
    return ok({
      reference: order.reference,
      state: order.state,
      balance: await balanceOf(db, order.member_id),
    });
  });

  app.post("/__dev/deposit-channels", async (request) => {
    const body = readBody(request);
    const merchant = requireMerchantCode(context, body.merchant);
    const kind = oneOf(body.kind, ["BANK", "EWALLET", "CRYPTO", "PIX"] as const, "kind");
    const enabled = optionalField<boolean>(body, "enabled", "boolean");
    if (enabled === undefined) throw invalid("enabled is required");
    const result = await db.query(
      "UPDATE deposit_channels SET enabled = $3 WHERE merchant = $1 AND kind = $2",
      [merchant, kind, enabled],
    );
    if ((result.affectedRows ?? 0) === 0) throw invalid(`${merchant} has no ${kind} channel`);
    return ok({ merchant, kind, enabled });
  });

  app.post("/__dev/withdraw-limits", async (request) => {
    const body = readBody(request);
    const merchant = requireMerchantCode(context, body.merchant);
    const now = await withdrawLimits(db, merchant);
    const next = {
      min: optionalAmount(body, "min") ?? now.min,
      max: optionalAmount(body, "max") ?? now.max,
      daily: optionalAmount(body, "daily") ?? now.daily,
    };
    if (next.max < next.min || next.daily < next.max) throw invalid("Limits must keep min ≤ max ≤ daily");
    await db.query(
      "UPDATE withdraw_limits SET min_amount = $2, max_amount = $3, daily_limit = $4 WHERE merchant = $1",
      [merchant, next.min, next.max, next.daily],
    );
    return ok({ merchant, ...next });
  });

  app.get<{ Params: { merchant: string; username: string } }>(
    "/__dev/money/:merchant/:username",
    async (request) => {
      const member = await requireMemberNamed(context, request.params.merchant, request.params.username);
      return ok({
        balance: await balanceOf(db, member.id),
        counts: await successCounts(db, member.id),
        deposits: await depositOrders(db, member.id),
        withdrawals: await withdrawOrders(db, member.id),
        accounts: await listPayoutAccounts(db, member.id),
      });
    },
  );
};
