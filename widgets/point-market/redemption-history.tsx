import { useIntl } from "react-intl";
import { getPointRedemptions } from "../../engine/api/points";
import { List, ListItem } from "../../engine/ui/list";
import { Section } from "../../engine/ui/section";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { useServerData } from "../../engine/ui/use-server-data";
import { usePointsText } from "./use-points-text";

/** What the member has redeemed, newest first; `version` changes after each redeem to reload it. */
export function RedemptionHistory({ version }: { version: number }) {
  const stores = useStores();
  const intl = useIntl();
  const pointsText = usePointsText();
  // A redemption bumps `version`: asked again under the list shown until then.
  const history = useServerData(
    `points/redemptions#${version}`,
    () => getPointRedemptions(stores.http).then((answer) => answer.redemptions),
    { keep: true },
  );

  return (
    <Section title={intl.formatMessage({ id: "mall_history" })}>
      <LoadableView
        data={history.data}
        onRetry={history.reload}
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
