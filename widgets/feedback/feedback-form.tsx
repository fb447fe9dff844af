import { type FormEvent, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { type Feedback, type FeedbackCategory, submitFeedback } from "../../engine/api/support";
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, TOAST_MS } from "../../engine/constants";
import { asApiError } from "../../engine/http/envelope";
import { Chips } from "../../engine/ui/chips";
import { FormSubmit } from "../../engine/ui/form-submit";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { TextArea, TextField } from "../../engine/ui/text-field";
import { useForm } from "../../engine/ui/use-form";
import { useSubmitKey } from "../../engine/ui/use-submit-key";
import type { AttachmentProblem } from "./attachment-rules";
import { CATEGORY_LABELS } from "./feedback-labels";
import { charCount, type FeedbackProblem, feedbackProblem } from "./feedback-rules";
import { ScreenshotField, useScreenshot } from "./screenshot-field";

/** Server refusals the form can name at a field; anything else is "not sent, your text is kept". */
const SERVER_PROBLEMS: Readonly<Record<string, FeedbackProblem>> = {
  "feedback.message.required": { field: "message", messageId: "field_required" },
  "feedback.message.too.long": {
    field: "message",
    messageId: "feedback_too_long",
    max: FEEDBACK_MESSAGE_MAX,
  },
};

/** The backend's refusals of a screenshot (it checks again whatever the form checked). */
const SERVER_ATTACHMENT_PROBLEMS: Readonly<Record<string, AttachmentProblem>> = {
  "feedback.attachment.too.large": "feedback_attachment_too_large",
  "feedback.attachment.not.image": "feedback_attachment_not_image",
};

/**
 * Writing to the merchant: a category, the message, an optional contact and screenshot. What the
 * member wrote or picked holds back the update notice and the engagement overlays (useForm). A
 * failed submit keeps everything and says so; a retry carries the same request key, so a submit
 * whose answer was lost is not filed twice.
 */
export function FeedbackForm({ onSent }: { onSent: (item: Feedback) => void }) {
  const stores = useStores();
  const intl = useIntl();
  const [category, setCategory] = useState<FeedbackCategory>("SUGGESTION");
  const screenshot = useScreenshot();
  const form = useForm({ message: "", contact: "" }, screenshot.attachment !== null);
  const { message, contact } = form.values;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a second tap in the same frame must see the first one's lock.
  const sending = useRef(false);
  // A different screenshot is a different submit, so it gets a new request key.
  const submitKey = useSubmitKey(
    `${category}\n${message.trim()}\n${contact.trim()}\n${screenshot.attachment?.key ?? ""}`,
  );
  const count = charCount(message.trim());

  const show = (problem: FeedbackProblem) => {
    setFailure(null);
    form.flag(problem.field, problem.messageId, "max" in problem ? { max: problem.max } : undefined);
  };
  // Typing again takes the "not sent" line away.
  const typed = (field: ReturnType<typeof form.field>) => ({
    ...field,
    onChange: (value: string) => {
      field.onChange(value);
      setFailure(null);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const problem = feedbackProblem({ message, contact });
    if (problem) return show(problem);
    sending.current = true;
    setBusy(true);
    try {
      const { attachment } = screenshot;
      const item = await submitFeedback(stores.http, {
        category,
        message: message.trim(),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
        ...(attachment ? { attachment: { mime: attachment.mime, data: attachment.data } } : {}),
        requestId: submitKey.key(),
      });
      submitKey.succeeded();
      setFailure(null);
      form.clearFlag();
      // Only a sent message (and its screenshot) is cleared; the contact stays for the next one.
      form.set("message", "");
      screenshot.sent();
      stores.toasts.show({ id: "feedback_sent" }, TOAST_MS);
      onSent(item);
    } catch (error) {
      console.warn("Feedback failed:", error);
      const apiError = asApiError(error, "feedback");
      const known = apiError.errorCode ? SERVER_PROBLEMS[apiError.errorCode] : undefined;
      const attachmentRefused = apiError.errorCode
        ? SERVER_ATTACHMENT_PROBLEMS[apiError.errorCode]
        : undefined;
      if (known) show(known);
      else if (attachmentRefused) {
        setFailure(null);
        screenshot.refuse(attachmentRefused);
      } else setFailure(intl.formatMessage({ id: "feedback_failed" }));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate css={stack("lg")} data-testid="feedback-form">
      <div css={stack("xs")}>
        <Text as="span" weight="medium">
          {intl.formatMessage({ id: "feedback_category" })}
        </Text>
        <Chips
          label={intl.formatMessage({ id: "feedback_category" })}
          options={FEEDBACK_CATEGORIES.map((value) => ({
            value,
            label: intl.formatMessage({ id: CATEGORY_LABELS[value] }),
          }))}
          selected={category}
          onSelect={(value) => {
            setCategory(value);
            setFailure(null);
          }}
        />
      </div>
      <TextArea
        {...typed(form.field("message", intl.formatMessage({ id: "feedback_message" })))}
        counter={{
          text: intl.formatMessage({ id: "feedback_count" }, { count, max: FEEDBACK_MESSAGE_MAX }),
          over: count > FEEDBACK_MESSAGE_MAX,
          testId: "feedback-count",
        }}
      />
      <TextField
        {...typed(form.field("contact", intl.formatMessage({ id: "feedback_contact" })))}
        autoComplete="email"
        hint={intl.formatMessage({ id: "feedback_contact_hint" })}
      />
      <ScreenshotField screenshot={screenshot} onPick={() => setFailure(null)} />
      <FormSubmit label={intl.formatMessage({ id: "feedback_submit" })} busy={busy} problem={failure} />
    </form>
  );
}
