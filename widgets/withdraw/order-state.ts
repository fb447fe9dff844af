import type { WithdrawState } from "../../engine/api/money";
import type { Tone } from "../../engine/ui/text";

/** A withdrawal's state in the member's words, and the tone it is shown in. */
export const ORDER_STATES: Readonly<Record<WithdrawState, { text: { id: string }; tone: Tone }>> = {
  PENDING: { text: { id: "withdraw_state_pending" }, tone: "accent" },
  PAID: { text: { id: "withdraw_state_paid" }, tone: "brand" },
  REJECTED: { text: { id: "withdraw_state_rejected" }, tone: "danger" },
};
