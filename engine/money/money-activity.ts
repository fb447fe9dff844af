/**
 * The money store's calls and tracked values, loaded the first time a member's money is looked
 * at (login, the poll, a deposit): a visitor's first page carries neither these calls nor the
 * currency arithmetic (engine/stores/money-store.ts keeps only the state).
 */
import type { MinorUnits } from "../api/money";
import { currencyCode, minorToDecimal } from "../i18n/money";
import type { TrackingPayload } from "../tracking/tracking-store";

export { getBalance, getDepositOrders, getDepositSettings } from "../api/money";

/** A decimal for the networks (they take 123.45), spelled from the integer, not computed. */
export function trackedValue(
  amount: MinorUnits,
  currency: { code: string; decimals: number },
): TrackingPayload {
  const value = Number(minorToDecimal(amount, currency.decimals));
  return { value, revenue: value, af_revenue: value, currency: currencyCode(currency.code) };
}
