import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { type Feedback, type FeedbackCategory, getFeedbackAttachment } from "../../engine/api/support";
import { color, radius, space } from "../../engine/theme/scales";
import { Card } from "../../engine/ui/card";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { dataUrl } from "./attachment-rules";
import { CATEGORY_LABELS, STATE_LABELS } from "./feedback-labels";

/** One feedback of the history: its category, date and state, what was written, and the reply. */
export function FeedbackCard({ item }: { item: Feedback }) {
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
          css={{ objectFit: "cover", borderRadius: radius.sm, border: `1px solid ${color.border}` }}
        />
      )}
      <Text size="small" tone="muted">
        {intl.formatMessage({ id: "feedback_attachment_marked" })}
      </Text>
    </div>
  );
}
