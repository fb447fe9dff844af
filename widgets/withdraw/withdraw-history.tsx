import { observer } from "mobx-react-lite";
import { useCallback, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { getWithdrawOrders, type WithdrawOrder } from "../../engine/api/money";
import { LOADING, type Loadable, settle } from "../../engine/stores/loadable";
import { List, ListItem } from "../../engine/ui/list";
import { MoneyText } from "../../engine/ui/money-text";
import { Section } from "../../engine/ui/section";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { ORDER_STATES } from "./order-state";

/** The member's withdrawals, newest first, each with its state in words. `version` bumps reload it. */
export const WithdrawHistory = observer(function WithdrawHistory({ version }: { version: number }) {
  const stores = useStores();
  const intl = useIntl();
  const [orders, setOrders] = useState<Loadable<WithdrawOrder[]>>(LOADING);
  const load = useCallback(async () => {
    setOrders(LOADING);
    setOrders(await settle(getWithdrawOrders(stores.http).then((answer) => answer.orders)));
  }, [stores]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new order bumps `version` to load again.
  useEffect(() => void load(), [load, version]);

  return (
    <Section title={intl.formatMessage({ id: "withdraw_history" })}>
      <LoadableView
        data={orders}
        onRetry={() => void load()}
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
