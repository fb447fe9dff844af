import { observer } from "mobx-react-lite";
import { useCallback, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { type DepositOrder, getDepositOrders } from "../../engine/api/money";
import { LOADING, type Loadable, settle } from "../../engine/stores/loadable";
import { List, ListItem } from "../../engine/ui/list";
import { MoneyText } from "../../engine/ui/money-text";
import { EmptyState, ErrorState, LoadingState } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { DEPOSIT_STATE_TEXT } from "./order-states";

/** Every deposit order, newest first: amount, channel, when, and its state in words. */
export const DepositHistory = observer(function DepositHistory() {
  const intl = useIntl();
  const stores = useStores();
  const [orders, setOrders] = useState<Loadable<DepositOrder[]>>(LOADING);
  const load = useCallback(async () => {
    setOrders(LOADING);
    const answer = await settle(getDepositOrders(stores.http));
    setOrders(answer.state === "ready" ? { state: "ready", value: answer.value.orders } : answer);
  }, [stores]);
  useEffect(() => void load(), [load]);

  if (orders.state === "loading") return <LoadingState />;
  if (orders.state === "failed") return <ErrorState onRetry={() => void load()} />;
  if (orders.value.length === 0) {
    return <EmptyState message={intl.formatMessage({ id: "deposit_history_empty" })} />;
  }
  return (
    <List data-testid="deposit-history">
      {orders.value.map((order) => {
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
  );
});
