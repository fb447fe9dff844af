import { describe, expect, it } from "vitest";
import { FEEDBACK_CONTACT_MAX, FEEDBACK_MESSAGE_MAX } from "../../engine/constants";
import { charCount, feedbackProblem } from "../../widgets/feedback/feedback-rules";

describe("feedback form rules", () => {
  it("counts code points, so an emoji is one character", () => {
    expect(charCount("abc")).toBe(3);
    expect(charCount("😀😀")).toBe(2);
  });

  it("needs a message that is more than white space", () => {
    expect(feedbackProblem({ message: "  \n ", contact: "" })).toEqual({
      field: "message",
      messageId: "field_required",
    });
  });

  it("refuses a message or contact over the limit, after trimming", () => {
    expect(feedbackProblem({ message: `  ${"x".repeat(FEEDBACK_MESSAGE_MAX)}  `, contact: "" })).toBeNull();
    expect(feedbackProblem({ message: "x".repeat(FEEDBACK_MESSAGE_MAX + 1), contact: "" })).toEqual({
      field: "message",
      messageId: "feedback_too_long",
      max: FEEDBACK_MESSAGE_MAX,
    });
    expect(feedbackProblem({ message: "ok", contact: "c".repeat(FEEDBACK_CONTACT_MAX + 1) })).toEqual({
      field: "contact",
      messageId: "feedback_too_long",
      max: FEEDBACK_CONTACT_MAX,
    });
    expect(feedbackProblem({ message: "ok", contact: "c".repeat(FEEDBACK_CONTACT_MAX) })).toBeNull();
  });
});
