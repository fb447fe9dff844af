import type { ApiError } from "../http/envelope";

/**
 * What a refused money call means to the member (docs/money.md lists the codes). `field` says
 * which field the message belongs beside; null for the form as a whole. A call that timed out or
 * lost its connection may still have made the order, so the member is told a retry is safe: the
 * retry carries the same request id and cannot make a second one.
 */
export interface MoneyFailure {
  messageId: string;
  field: "amount" | "account" | "channel" | null;
}

const BY_CODE: Record<string, MoneyFailure> = {
  "amount.invalid": { messageId: "money_amount_invalid", field: "amount" },
  "amount.below.min": { messageId: "money_amount_below_min", field: "amount" },
  "amount.above.max": { messageId: "money_amount_above_max", field: "amount" },
  "balance.insufficient": { messageId: "money_balance_insufficient", field: "amount" },
  "withdraw.daily.limit": { messageId: "money_daily_limit", field: "amount" },
  "channel.not.available": { messageId: "money_channel_gone", field: "channel" },
  "account.not.found": { messageId: "money_account_not_found", field: "account" },
  "account.duplicate": { messageId: "money_account_duplicate", field: "account" },
  "account.invalid": { messageId: "money_account_invalid", field: "account" },
};

export function moneyFailure(error: ApiError): MoneyFailure {
  const known = error.errorCode ? BY_CODE[error.errorCode] : undefined;
  if (known) return known;
  if (error.kind === "timeout" || error.kind === "network")
    return { messageId: "money_retry_safe", field: null };
  return { messageId: "money_submit_failed", field: null };
}
