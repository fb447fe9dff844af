import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { getDepositOrders } from "../../engine/api/money";
import { List, ListItem } from "../../engine/ui/list";
import { MoneyText } from "../../engine/ui/money-text";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { useServerData } from "../../engine/ui/use-server-data";
import { DEPOSIT_STATE_TEXT } from "./order-states";

/** Every deposit order, newest first: amount, channel, when, and its state in words. */
export const DepositHistory = observer(function DepositHistory() {
  const intl = useIntl();
  const stores = useStores();
  const orders = useServerData("deposit/orders", () =>
    getDepositOrders(stores.http).then((answer) => answer.orders),
  );
  return (
    <LoadableView
      data={orders.data}
      onRetry={orders.reload}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState message={intl.formatMessage({ id: "deposit_history_empty" })} />}
    >
      {(list) => (
        <List data-testid="deposit-history">
          {list.map((order) => {
            const state = DEPOSIT_STATE_TEXT[order.state];
            return (
              <ListItem
                key={order.reference}
                label={<MoneyText minor={order.amount} />}
                detail={`${order.channelName ?? ""} · ${intl.formatDate(order.createdAt, { dateStyle: "medium", timeStyle: "short" })}`}
                trailing={
                  <Text as="span" size="small" weight="medium" tone={state.tone} data-state={order.state}>
                    {intl.formatMessage({ id: state.id })}
                  </Text>
                }
              />
            );
          })}
        </List>
      )}
    </LoadableView>
  );
});
