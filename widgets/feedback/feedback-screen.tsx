import { observer } from "mobx-react-lite";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import {
  type Feedback,
  type FeedbackAttachmentData,
  type FeedbackCategory,
  getFeedbackAttachment,
  getFeedbackList,
  submitFeedback,
} from "../../engine/api/support";
import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_ATTACHMENT_TYPES,
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  TOAST_MS,
} from "../../engine/constants";
import { asApiError } from "../../engine/http/envelope";
import { LOADING, type Loadable, settle } from "../../engine/stores/loadable";
import { color, space, text, weight } from "../../engine/theme/scales";
import { Card } from "../../engine/ui/card";
import { Chips } from "../../engine/ui/chips";
import { FormSubmit } from "../../engine/ui/form-submit";
import { inputStyle } from "../../engine/ui/input-style";
import { Page } from "../../engine/ui/page";
import { Section } from "../../engine/ui/section";
import { Skeleton } from "../../engine/ui/skeleton";
import { stack } from "../../engine/ui/stack";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { TextField } from "../../engine/ui/text-field";
import { useDirtyMark } from "../../engine/ui/use-form";
import { useSubmitKey } from "../../engine/ui/use-submit-key";
import { type AttachmentProblem, attachmentProblem, bytesToBase64, readBytes } from "./attachment-rules";
import { charCount, type FeedbackProblem, feedbackProblem } from "./feedback-rules";

const CATEGORY_LABELS: Readonly<Record<FeedbackCategory, string>> = {
  ACCOUNT: "feedback_category_account",
  DEPOSIT: "feedback_category_deposit",
  WITHDRAW: "feedback_category_withdraw",
  GAME: "feedback_category_game",
  SUGGESTION: "feedback_category_suggestion",
  OTHER: "feedback_category_other",
};

const STATE_LABELS: Readonly<Record<string, string>> = {
  OPEN: "feedback_state_open",
  REPLIED: "feedback_state_replied",
  CLOSED: "feedback_state_closed",
};

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

/** A screenshot ready to send: its bytes in base64 (the wire form) and what identifies the pick. */
interface PickedAttachment extends FeedbackAttachmentData {
  key: string;
}

const dataUrl = (attachment: FeedbackAttachmentData) => `data:${attachment.mime};base64,${attachment.data}`;

/**
 * /m/feedback: write to the merchant (a category, the message, an optional contact) and read what
 * was written before with the replies. A failed submit keeps everything typed and says so; a retry
 * carries the same request key, so a submit whose answer was lost is not filed twice.
 */
export default observer(function FeedbackScreen() {
  const stores = useStores();
  const intl = useIntl();
  const [history, setHistory] = useState<Loadable<Feedback[]>>(LOADING);
  const loadHistory = useCallback(async () => {
    setHistory(LOADING);
    setHistory(await settle(getFeedbackList(stores.http)));
  }, [stores]);
  useEffect(() => {
    void loadHistory();
  }, [loadHistory]);

  const added = (item: Feedback) =>
    setHistory((current) =>
      current.state === "ready"
        ? { state: "ready", value: [item, ...current.value.filter((old) => old.id !== item.id)] }
        : current,
    );

  return (
    <Page title={intl.formatMessage({ id: "feedback_title" })} back>
      <Card>
        <FeedbackForm onSent={added} />
      </Card>
      <Section title={intl.formatMessage({ id: "feedback_history" })}>
        <LoadableView
          data={history}
          onRetry={() => void loadHistory()}
          loading={<Skeleton className="wl-lane" />}
          isEmpty={(items) => items.length === 0}
          empty={<EmptyState message={intl.formatMessage({ id: "feedback_history_empty" })} />}
        >
          {(items) => (
            <ul
              data-testid="feedback-history"
              css={[stack("sm"), { listStyle: "none", margin: 0, padding: 0 }]}
            >
              {items.map((item) => (
                <li key={item.id}>
                  <FeedbackCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </LoadableView>
      </Section>
    </Page>
  );
});

function FeedbackForm({ onSent }: { onSent: (item: Feedback) => void }) {
  const stores = useStores();
  const intl = useIntl();
  const [category, setCategory] = useState<FeedbackCategory>("SUGGESTION");
  const [message, setMessage] = useState("");
  const [contact, setContact] = useState("");
  const [attachment, setAttachment] = useState<PickedAttachment | null>(null);
  const [attachmentFlag, setAttachmentFlag] = useState<AttachmentProblem | null>(null);
  const [flag, setFlag] = useState<FeedbackProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // What the member wrote or picked holds back the update notice and the engagement overlays.
  useDirtyMark(message !== "" || contact !== "" || attachment !== null);
  // A ref, not state: a second tap in the same frame must see the first one's lock.
  const sending = useRef(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // A different screenshot is a different submit, so it gets a new request key.
  const submitKey = useSubmitKey(
    `${category}\n${message.trim()}\n${contact.trim()}\n${attachment?.key ?? ""}`,
  );
  const messageId = useId();
  const fileId = useId();
  const maxSize = intl.formatNumber(FEEDBACK_ATTACHMENT_MAX_BYTES / (1024 * 1024), {
    style: "unit",
    unit: "megabyte",
    unitDisplay: "short",
  });
  const messageLabel = intl.formatMessage({ id: "feedback_message" });
  const contactLabel = intl.formatMessage({ id: "feedback_contact" });
  const count = charCount(message.trim());

  const flagText = (problem: FeedbackProblem | null, field: FeedbackProblem["field"]) => {
    if (problem?.field !== field) return null;
    const label = field === "message" ? messageLabel : contactLabel;
    return intl.formatMessage(
      { id: problem.messageId },
      { field: label, max: "max" in problem ? problem.max : 0 },
    );
  };

  const show = (problem: FeedbackProblem) => {
    setFailure(null);
    setFlag(problem);
    (problem.field === "message" ? messageRef : contactRef).current?.focus();
  };

  const refuseAttachment = (problem: AttachmentProblem) => {
    setFailure(null);
    setAttachment(null);
    setAttachmentFlag(problem);
    // Emptied, so that picking the same file again still reports a change.
    if (fileRef.current) fileRef.current.value = "";
    fileRef.current?.focus();
  };

  const pick = async (file: File | undefined) => {
    setFailure(null);
    setAttachmentFlag(null);
    if (!file) return setAttachment(null);
    // Type and size first, from what the browser says: a file already too large is not read.
    const early = attachmentProblem(file, null);
    if (early) return refuseAttachment(early);
    let bytes: Uint8Array;
    try {
      bytes = await readBytes(file);
    } catch (error) {
      console.warn("Screenshot could not be read:", error);
      return refuseAttachment("feedback_attachment_not_image");
    }
    const problem = attachmentProblem(file, bytes);
    if (problem) return refuseAttachment(problem);
    setAttachment({
      mime: file.type,
      data: bytesToBase64(bytes),
      key: `${file.name}:${file.size}:${file.lastModified}`,
    });
  };

  const removeAttachment = () => {
    setAttachment(null);
    setAttachmentFlag(null);
    if (fileRef.current) {
      fileRef.current.value = "";
      fileRef.current.focus();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const problem = feedbackProblem({ message, contact });
    if (problem) return show(problem);
    sending.current = true;
    setBusy(true);
    try {
      const item = await submitFeedback(stores.http, {
        category,
        message: message.trim(),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
        ...(attachment ? { attachment: { mime: attachment.mime, data: attachment.data } } : {}),
        requestId: submitKey.key(),
      });
      submitKey.succeeded();
      setFailure(null);
      setFlag(null);
      // Only a sent message (and its screenshot) is cleared; the contact stays for the next one.
      setMessage("");
      setAttachment(null);
      if (fileRef.current) fileRef.current.value = "";
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
      else if (attachmentRefused) refuseAttachment(attachmentRefused);
      else setFailure(intl.formatMessage({ id: "feedback_failed" }));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const messageError = flagText(flag, "message");
  const over = count > FEEDBACK_MESSAGE_MAX;
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
      <div css={stack("xs")}>
        <label htmlFor={messageId} css={{ ...text.body, fontWeight: weight.medium }}>
          {messageLabel}
        </label>
        <textarea
          ref={messageRef}
          id={messageId}
          name="message"
          rows={5}
          value={message}
          aria-invalid={Boolean(messageError) || over || undefined}
          aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ""}`}
          onChange={(event) => {
            setMessage(event.target.value);
            setFailure(null);
            if (flag?.field === "message") setFlag(null);
          }}
          css={{
            ...inputStyle(Boolean(messageError) || over),
            paddingBlock: space.sm,
            resize: "vertical",
            width: "100%",
          }}
        />
        <Text
          id={`${messageId}-count`}
          size="small"
          tone={over ? "danger" : "muted"}
          align="end"
          data-testid="feedback-count"
        >
          {intl.formatMessage({ id: "feedback_count" }, { count, max: FEEDBACK_MESSAGE_MAX })}
        </Text>
        {messageError && (
          <Text id={`${messageId}-error`} role="alert" size="small" tone="danger">
            {messageError}
          </Text>
        )}
      </div>
      <TextField
        ref={contactRef}
        name="contact"
        label={contactLabel}
        value={contact}
        autoComplete="email"
        hint={intl.formatMessage({ id: "feedback_contact_hint" })}
        invalid={flag?.field === "contact"}
        error={flagText(flag, "contact")}
        onChange={(value) => {
          setContact(value);
          setFailure(null);
          if (flag?.field === "contact") setFlag(null);
        }}
      />
      <div css={stack("xs")}>
        <label htmlFor={fileId} css={{ ...text.body, fontWeight: weight.medium }}>
          {intl.formatMessage({ id: "feedback_attachment" })}
        </label>
        <input
          ref={fileRef}
          id={fileId}
          name="attachment"
          type="file"
          accept={FEEDBACK_ATTACHMENT_TYPES.join(",")}
          aria-invalid={Boolean(attachmentFlag) || undefined}
          aria-describedby={`${fileId}-hint${attachmentFlag ? ` ${fileId}-error` : ""}`}
          onChange={(event) => void pick(event.target.files?.[0])}
          css={{
            // A thumb-sized target: the whole row opens the picker, not only the browser's small button.
            minHeight: 48,
            width: "100%",
            ...text.body,
            "&::file-selector-button": { minHeight: 44, marginInlineEnd: space.sm },
          }}
        />
        <Text id={`${fileId}-hint`} size="small" tone="muted">
          {intl.formatMessage({ id: "feedback_attachment_hint" }, { max: maxSize })}
        </Text>
        {attachmentFlag && (
          <Text
            id={`${fileId}-error`}
            role="alert"
            size="small"
            tone="danger"
            data-testid="feedback-attachment-error"
          >
            {intl.formatMessage({ id: attachmentFlag }, { max: maxSize })}
          </Text>
        )}
        {attachment && (
          <div
            css={{ display: "flex", alignItems: "center", gap: space.sm }}
            data-testid="feedback-attachment-preview"
          >
            <img
              src={dataUrl(attachment)}
              alt={intl.formatMessage({ id: "feedback_attachment_preview" })}
              width={64}
              height={64}
              css={{ objectFit: "cover", borderRadius: 8, border: `1px solid ${color.border}` }}
            />
            <button
              type="button"
              onClick={removeAttachment}
              css={{
                minHeight: 44,
                minWidth: 44,
                paddingInline: space.md,
                ...text.body,
                color: color.danger,
                background: "none",
                border: `1px solid ${color.border}`,
                borderRadius: 8,
                cursor: "pointer",
              }}
            >
              {intl.formatMessage({ id: "feedback_attachment_remove" })}
            </button>
          </div>
        )}
      </div>
      <FormSubmit label={intl.formatMessage({ id: "feedback_submit" })} busy={busy} problem={failure} />
    </form>
  );
}

function FeedbackCard({ item }: { item: Feedback }) {
  const intl = useIntl();
  const category = CATEGORY_LABELS[item.category as FeedbackCategory];
  const state = STATE_LABELS[item.state];
  return (
    <Card gap="xs" data-testid="feedback-item">
      <Text size="small" tone="muted">
        {category ? intl.formatMessage({ id: category }) : item.category} ·{" "}
        <time dateTime={new Date(item.createTime).toISOString()}>
          {intl.formatDate(item.createTime, { dateStyle: "medium", timeStyle: "short" })}
        </time>{" "}
        · <span data-testid="feedback-state">{state ? intl.formatMessage({ id: state }) : item.state}</span>
      </Text>
      {/* Plain text: what the member typed is shown as typed, never as HTML. */}
      <Text css={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{item.message}</Text>
      {item.hasAttachment && <SentScreenshot id={item.id} />}
      {item.reply && (
        <div css={{ paddingInlineStart: space.md, borderInlineStart: `3px solid ${color.primary}` }}>
          <Text size="small" weight="bold" tone="brand">
            {intl.formatMessage({ id: "feedback_reply" })}
          </Text>
          <Text css={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{item.reply}</Text>
        </div>
      )}
    </Card>
  );
}

/**
 * The mark that a feedback carries a screenshot, with a small thumbnail. The image sits behind
 * the member's session (an <img> cannot send the token), so it is fetched through the client and
 * shown as a data: URL; if that fails the mark stays without the picture.
 */
function SentScreenshot({ id }: { id: number }) {
  const stores = useStores();
  const intl = useIntl();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getFeedbackAttachment(stores.http, id).then(
      (attachment) => live && setImage(dataUrl(attachment)),
      (error) => console.warn("Screenshot not loaded:", error),
    );
    return () => {
      live = false;
    };
  }, [stores, id]);
  return (
    <div css={{ display: "flex", alignItems: "center", gap: space.sm }} data-testid="feedback-attachment">
      {image && (
        <img
          src={image}
          alt=""
          width={40}
          height={40}
          css={{ objectFit: "cover", borderRadius: 6, border: `1px solid ${color.border}` }}
        />
      )}
      <Text size="small" tone="muted">
        {intl.formatMessage({ id: "feedback_attachment_marked" })}
      </Text>
    </div>
  );
}
