import type { DepositState } from "../../engine/api/money";
import type { Tone } from "../../engine/ui/text";

/** A deposit order's state in the member's words, and the colour it reads in. */
export const DEPOSIT_STATE_TEXT: Record<DepositState, { id: string; tone: Tone }> = {
  PENDING: { id: "deposit_state_pending", tone: "accent" },
  ARRIVED: { id: "deposit_state_arrived", tone: "brand" },
  REJECTED: { id: "deposit_state_rejected", tone: "danger" },
  CANCELLED: { id: "deposit_state_cancelled", tone: "muted" },
};
