/** The cashier's development controls (docs/dev-controls.md, "Cashier"), as the deposit tests use them. */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

export interface LedgerView {
  balance: number;
  counts: { deposits: number; withdrawals: number };
  deposits: Array<{ reference: string; amount: number; state: string; channel_id: number }>;
}

export async function ledgerOf(
  request: APIRequestContext,
  merchant: string,
  username: string,
): Promise<LedgerView> {
  const response = await request.get(`/__dev/money/${merchant}/${username}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).value;
}

/** The payment gateway reports the deposit as paid (or rejected). */
export async function settleDeposit(
  request: APIRequestContext,
  merchant: string,
  reference: string,
  state: "ARRIVED" | "REJECTED" = "ARRIVED",
) {
  const response = await request.post("/__dev/deposits/settle", { data: { merchant, reference, state } });
  expect(response.ok(), await response.text()).toBe(true);
}
