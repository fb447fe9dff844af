import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { getWithdrawOrders } from "../../engine/api/money";
import { List, ListItem } from "../../engine/ui/list";
import { MoneyText } from "../../engine/ui/money-text";
import { Section } from "../../engine/ui/section";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { useServerData } from "../../engine/ui/use-server-data";
import { ORDER_STATES } from "./order-state";

/** The member's withdrawals, newest first, each with its state in words. `version` bumps reload it. */
export const WithdrawHistory = observer(function WithdrawHistory({ version }: { version: number }) {
  const stores = useStores();
  const intl = useIntl();
  // A new order bumps `version`: a new key, asked again.
  const orders = useServerData(`withdraw/orders#${version}`, () =>
    getWithdrawOrders(stores.http).then((answer) => answer.orders),
  );

  return (
    <Section title={intl.formatMessage({ id: "withdraw_history" })}>
      <LoadableView
        data={orders.data}
        onRetry={orders.reload}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState message={intl.formatMessage({ id: "withdraw_history_empty" })} />}
      >
        {(list) => (
          <List data-testid="withdraw-history">
            {list.map((order) => {
              const state = ORDER_STATES[order.state];
              return (
                <ListItem
                  key={order.reference}
                  label={<MoneyText minor={order.amount} />}
                  detail={
                    <>
                      {intl.formatDate(order.createdAt, { dateStyle: "medium", timeStyle: "short" })} ·{" "}
                      <bdi dir="ltr">{order.reference}</bdi>
                    </>
                  }
                  trailing={
                    <Text as="span" tone={state.tone} weight="medium">
                      {intl.formatMessage(state.text)}
                    </Text>
                  }
                />
              );
            })}
          </List>
        )}
      </LoadableView>
    </Section>
  );
});
