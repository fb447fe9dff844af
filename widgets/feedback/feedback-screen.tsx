import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { type Feedback, getFeedbackList } from "../../engine/api/support";
import { Card } from "../../engine/ui/card";
import { Page } from "../../engine/ui/page";
import { Section } from "../../engine/ui/section";
import { Skeleton } from "../../engine/ui/skeleton";
import { stack } from "../../engine/ui/stack";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { useServerData } from "../../engine/ui/use-server-data";
import { FeedbackCard } from "./feedback-card";
import { FeedbackForm } from "./feedback-form";

/**
 * /m/feedback: write to the merchant (feedback-form.tsx) and read what was written before with
 * the replies (feedback-card.tsx); a feedback just sent heads the history.
 */
export default observer(function FeedbackScreen() {
  const stores = useStores();
  const intl = useIntl();
  const history = useServerData("feedback", () => getFeedbackList(stores.http));

  const added = (item: Feedback) =>
    history.update((shown) => [item, ...shown.filter((old) => old.id !== item.id)]);

  return (
    <Page title={intl.formatMessage({ id: "feedback_title" })} back>
      <Card>
        <FeedbackForm onSent={added} />
      </Card>
      <Section title={intl.formatMessage({ id: "feedback_history" })}>
        <LoadableView
          data={history.data}
          onRetry={history.reload}
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
