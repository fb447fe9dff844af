import type { FeedbackCategory } from "../../engine/api/support";

/** The catalogue's name of each category the form offers and the history shows. */
export const CATEGORY_LABELS: Readonly<Record<FeedbackCategory, string>> = {
  ACCOUNT: "feedback_category_account",
  DEPOSIT: "feedback_category_deposit",
  WITHDRAW: "feedback_category_withdraw",
  GAME: "feedback_category_game",
  SUGGESTION: "feedback_category_suggestion",
  OTHER: "feedback_category_other",
};

/** Where a sent feedback stands, as the history says it. */
export const STATE_LABELS: Readonly<Record<string, string>> = {
  OPEN: "feedback_state_open",
  REPLIED: "feedback_state_replied",
  CLOSED: "feedback_state_closed",
};
