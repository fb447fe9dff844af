import { FEEDBACK_CONTACT_MAX, FEEDBACK_MESSAGE_MAX } from "../../engine/constants";

/** Characters as a member counts them: code points, so an emoji is one (the server counts the same way). */
export function charCount(text: string): number {
  return [...text].length;
}

export type FeedbackProblem =
  | { field: "message"; messageId: "field_required" }
  | { field: "message"; messageId: "feedback_too_long"; max: number }
  | { field: "contact"; messageId: "feedback_too_long"; max: number };

/** What is wrong with the form before it is sent (trimmed, as the server reads it), or null. */
export function feedbackProblem(values: { message: string; contact: string }): FeedbackProblem | null {
  const message = values.message.trim();
  if (!message) return { field: "message", messageId: "field_required" };
  if (charCount(message) > FEEDBACK_MESSAGE_MAX)
    return { field: "message", messageId: "feedback_too_long", max: FEEDBACK_MESSAGE_MAX };
  if (charCount(values.contact.trim()) > FEEDBACK_CONTACT_MAX)
    return { field: "contact", messageId: "feedback_too_long", max: FEEDBACK_CONTACT_MAX };
  return null;
}
