import { useCallback, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { getPointRedemptions, type Redemption } from "../../engine/api/points";
import { LOADING, type Loadable, settle } from "../../engine/stores/loadable";
import { List, ListItem } from "../../engine/ui/list";
import { Section } from "../../engine/ui/section";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { usePointsText } from "./use-points-text";

/** What the member has redeemed, newest first; `version` changes after each redeem to reload it. */
export function RedemptionHistory({ version }: { version: number }) {
  const stores = useStores();
  const intl = useIntl();
  const pointsText = usePointsText();
  const [history, setHistory] = useState<Loadable<Redemption[]>>(LOADING);

  const load = useCallback(async () => {
    const answer = await settle(getPointRedemptions(stores.http));
    setHistory(answer.state === "ready" ? { state: "ready", value: answer.value.redemptions } : answer);
  }, [stores]);

  useEffect(() => {
    void version;
    void load();
  }, [load, version]);

  return (
    <Section title={intl.formatMessage({ id: "mall_history" })}>
      <LoadableView
        data={history}
        onRetry={() => void load()}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState message={intl.formatMessage({ id: "mall_history_empty" })} />}
      >
        {(list) => (
          <List data-testid="redemption-history">
            {list.map((redemption) => (
              <ListItem
                key={redemption.reference}
                label={redemption.itemName}
                detail={intl.formatMessage(
                  { id: "mall_history_detail" },
                  {
                    date: intl.formatDate(redemption.createdAt, { dateStyle: "medium", timeStyle: "short" }),
                    reference: redemption.reference,
                  },
                )}
                trailing={`−${pointsText(redemption.cost)}`}
              />
            ))}
          </List>
        )}
      </LoadableView>
    </Section>
  );
}
