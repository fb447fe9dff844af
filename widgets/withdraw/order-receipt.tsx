import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import type { WithdrawOrder } from "../../engine/api/money";
import { Card } from "../../engine/ui/card";
import { MoneyText } from "../../engine/ui/money-text";
import { Row } from "../../engine/ui/stack";
import { Text } from "../../engine/ui/text";
import { ORDER_STATES } from "./order-state";

/** The withdrawal just made: what the member quotes to customer service, and where it stands. */
export function OrderReceipt({ order }: { order: WithdrawOrder }) {
  const intl = useIntl();
  const state = ORDER_STATES[order.state];
  const line = (label: string, value: ReactNode) => (
    <Row justify="space-between" wrap>
      <Text as="span" tone="muted">
        {label}
      </Text>
      <Text as="span" weight="medium">
        {value}
      </Text>
    </Row>
  );
  return (
    <Card role="status" data-testid="withdraw-receipt" raised>
      <Text size="lead" weight="bold">
        {intl.formatMessage({ id: "withdraw_requested" })}
      </Text>
      {line(intl.formatMessage({ id: "withdraw_reference" }), <bdi dir="ltr">{order.reference}</bdi>)}
      {line(intl.formatMessage({ id: "withdraw_amount" }), <MoneyText minor={order.amount} />)}
      {line(
        intl.formatMessage({ id: "withdraw_state" }),
        <Text as="span" tone={state.tone} weight="bold">
          {intl.formatMessage(state.text)}
        </Text>,
      )}
    </Card>
  );
}
