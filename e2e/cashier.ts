/**
 * The cashier's development controls (docs/dev-controls.md, "Cashier"), which the shared fixture
 * does not carry: the payment gateway and the back office of the deposit and withdrawal tests.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

export interface Ledger {
  balance: number;
  counts: { deposits: number; withdrawals: number };
  deposits: Array<{ reference: string; amount: number; state: string; channel_id: number }>;
  withdrawals: Array<{ reference: string; amount: number; state: string }>;
  accounts: Array<{ kind: string; number: string; key_type: string | null }>;
}

export async function ledgerOf(
  request: APIRequestContext,
  merchant: string,
  username: string,
): Promise<Ledger> {
  const response = await request.get(`/__dev/money/${merchant}/${username}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).value;
}

/** A development control's POST; it must succeed. */
export async function control(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(path, { data });
  expect(response.ok(), `${path} ${await response.text()}`).toBe(true);
  return (await response.json()).value;
}
