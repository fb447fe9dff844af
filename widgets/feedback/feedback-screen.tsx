import { observer } from "mobx-react-lite";
import { useCallback, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { type Feedback, getFeedbackList } from "../../engine/api/support";
import { LOADING, type Loadable, settle } from "../../engine/stores/loadable";
import { Card } from "../../engine/ui/card";
import { Page } from "../../engine/ui/page";
import { Section } from "../../engine/ui/section";
import { Skeleton } from "../../engine/ui/skeleton";
import { stack } from "../../engine/ui/stack";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { FeedbackCard } from "./feedback-card";
import { FeedbackForm } from "./feedback-form";

/**
 * /m/feedback: write to the merchant (feedback-form.tsx) and read what was written before with
 * the replies (feedback-card.tsx); a feedback just sent heads the history.
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
