import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { getWithdrawAccountInfo, type WithdrawOrder } from "../../engine/api/money";
import { currencyCode } from "../../engine/i18n/money";
import {
  ADD_BANK_CARD_PATH,
  ADD_PIX_KEY_PATH,
  MEMBER_HOME_PATH,
  WITHDRAW_PATH,
} from "../../engine/routing/aliases";
import { AppRedirect } from "../../engine/routing/navigation";
import { withReturnPath } from "../../engine/routing/return-path";
import { ButtonLink } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { MoneyText } from "../../engine/ui/money-text";
import { Page } from "../../engine/ui/page";
import { Row, Stack } from "../../engine/ui/stack";
import { EmptyState, LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { useServerData } from "../../engine/ui/use-server-data";
import { payoutAccounts } from "./account-option";
import { OrderReceipt } from "./order-receipt";
import { WithdrawForm } from "./withdraw-form";
import { WithdrawHistory } from "./withdraw-history";

/** The ways to add an account, each bringing the member back here once it is added. */
const ADD_CARD = withReturnPath(ADD_BANK_CARD_PATH, WITHDRAW_PATH);
const ADD_PIX = withReturnPath(ADD_PIX_KEY_PATH, WITHDRAW_PATH);

/**
 * /m/withdraw: the balance, the member's accounts to withdraw to, the amount, and the history.
 * A member with no account yet is sent to add one first (on a merchant in reais, they choose a
 * bank card or a Pix key) and comes back here afterwards.
 */
/**
 * The balance, observed here: LoadableView calls the screen's render function outside the
 * screen's own tracking, so a balance that arrives after the screen's last render must still
 * show (the refresh after a withdrawal lands after the receipt has rendered).
 */
const Balance = observer(function Balance({ fallback }: { fallback: number | undefined }) {
  const stores = useStores();
  return <MoneyText minor={stores.money.balance ?? fallback ?? 0} />;
});

export default observer(function WithdrawScreen() {
  const stores = useStores();
  const intl = useIntl();
  // `refresh`: fresh limits and accounts under a form that stays as it is.
  const info = useServerData("withdraw/info", () => getWithdrawAccountInfo(stores.http));
  const [receipt, setReceipt] = useState<WithdrawOrder | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);
  const offersPix = currencyCode(stores.config.currency.code) === "BRL";

  useEffect(() => {
    void stores.money.refreshBalance();
  }, [stores]);

  const submitted = (order: WithdrawOrder) => {
    setReceipt(order);
    setHistoryVersion((version) => version + 1);
    void info.refresh();
  };

  return (
    <Page title={intl.formatMessage({ id: "withdraw_title" })} back={MEMBER_HOME_PATH}>
      <LoadableView data={info.data} onRetry={info.reload}>
        {(value) =>
          payoutAccounts(value).length === 0 ? (
            offersPix ? (
              <EmptyState
                message={intl.formatMessage({ id: "withdraw_no_account" })}
                action={
                  <Stack gap="sm">
                    <ButtonLink to={ADD_PIX}>{intl.formatMessage({ id: "pix_title" })}</ButtonLink>
                    <ButtonLink to={ADD_CARD} variant="ghost">
                      {intl.formatMessage({ id: "bank_card_title" })}
                    </ButtonLink>
                  </Stack>
                }
              />
            ) : (
              <AppRedirect to={ADD_CARD} />
            )
          ) : (
            <Stack>
              <Card>
                <Text tone="muted">{intl.formatMessage({ id: "withdraw_balance" })}</Text>
                <Text size="title" weight="bold" data-testid="withdraw-balance">
                  <Balance fallback={value.balance} />
                </Text>
              </Card>
              {receipt && <OrderReceipt order={receipt} />}
              <WithdrawForm
                info={value}
                refresh={info.refresh}
                onSubmitted={submitted}
                accountActions={
                  <Row wrap>
                    <ButtonLink to={ADD_CARD} variant="quiet">
                      {intl.formatMessage({ id: "bank_card_title" })}
                    </ButtonLink>
                    {offersPix && (
                      <ButtonLink to={ADD_PIX} variant="quiet">
                        {intl.formatMessage({ id: "pix_title" })}
                      </ButtonLink>
                    )}
                  </Row>
                }
              />
              <WithdrawHistory version={historyVersion} />
            </Stack>
          )
        }
      </LoadableView>
    </Page>
  );
});
