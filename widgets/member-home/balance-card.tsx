import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useRegistry } from "../../engine/registry/registry-context";
import { DEPOSIT_PATH, WITHDRAW_PATH } from "../../engine/routing/aliases";
import { Button, ButtonLink } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { MoneyText } from "../../engine/ui/money-text";
import { row } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";

/** The balance in the merchant's currency, with the ways to add to it and take it out. */
export const BalanceCard = observer(function BalanceCard() {
  const stores = useStores();
  const { money } = stores;
  const intl = useIntl();
  const registry = useRegistry();
  const actions = [
    { path: DEPOSIT_PATH, label: "nav_deposit", variant: "primary" as const },
    { path: WITHDRAW_PATH, label: "member_withdraw", variant: "secondary" as const },
  ].filter((action) => registry.isAvailable(action.path, stores));
  return (
    <Card>
      <Text size="small" tone="muted">
        {intl.formatMessage({ id: "member_balance" })}
      </Text>
      {money.balance === null && money.balanceFailed ? (
        // A failed read (a 502 tells the member nothing) would otherwise leave "…" for ever.
        <Button variant="ghost" onClick={() => void money.refreshBalance()}>
          {intl.formatMessage({ id: "retry_once" })}
        </Button>
      ) : (
        <Text
          size="heading"
          weight="bold"
          data-testid="member-balance"
          aria-busy={money.balance === null || undefined}
        >
          {money.balance === null ? "…" : <MoneyText minor={money.balance} />}
        </Text>
      )}
      {actions.length > 0 && (
        <div css={row("sm")}>
          {actions.map((action) => (
            <ButtonLink key={action.path} to={action.path} variant={action.variant} css={{ flex: 1 }}>
              {intl.formatMessage({ id: action.label })}
            </ButtonLink>
          ))}
        </div>
      )}
    </Card>
  );
});
