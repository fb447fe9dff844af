import { observer } from "mobx-react-lite";
import { type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { cancelDeposit, type DepositOrder } from "../../engine/api/money";
import { TOAST_MS } from "../../engine/constants";
import { space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { Card } from "../../engine/ui/card";
import { CopyButton } from "../../engine/ui/copy-button";
import { MoneyText } from "../../engine/ui/money-text";
import { QrCode } from "../../engine/ui/qr-code";
import { row, stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";

/** One detail of the payment (an account number, an address) with a way to copy it. */
function Detail({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <div css={row("sm", { justify: "space-between" })}>
      <div css={{ display: "grid", minWidth: 0 }}>
        <Text size="small" tone="muted">
          {label}
        </Text>
        {/* Numbers and addresses read left to right in every language. */}
        <Text weight="medium" dir="ltr" css={{ overflowWrap: "anywhere" }}>
          {value}
        </Text>
      </div>
      <CopyButton text={value} label={copyLabel} />
    </div>
  );
}

/**
 * A pending deposit: how much, to whom, with which reference, or for Pix the QR code and its
 * copy-and-paste code with when it stops being payable. The member says they are done (the
 * order waits for the payment) or cancels it.
 */
export const PendingOrder = observer(function PendingOrder({
  order,
  onDone,
  onCancelled,
}: {
  order: DepositOrder;
  onDone: () => void;
  onCancelled: () => void;
}) {
  const intl = useIntl();
  const stores = useStores();
  const [cancelling, setCancelling] = useState(false);
  const info = order.instructions ?? {};
  const copy = (what: string) => intl.formatMessage({ id: "copy_named" }, { what });
  const detail = (labelId: string, value: string | undefined): ReactNode => {
    if (!value) return null;
    const label = intl.formatMessage({ id: labelId });
    return <Detail label={label} value={value} copyLabel={copy(label)} />;
  };

  const cancel = async () => {
    setCancelling(true);
    try {
      await cancelDeposit(stores.http, order.reference);
      stores.toasts.show({ id: "deposit_cancelled" }, TOAST_MS);
      onCancelled();
    } catch {
      stores.toasts.show({ id: "money_submit_failed" }, TOAST_MS);
      setCancelling(false);
    }
  };

  return (
    <div css={stack("lg")} data-testid="pending-deposit">
      <Card gap="md">
        <Text size="lead" weight="bold">
          {intl.formatMessage({ id: "deposit_pending_title" })}
        </Text>
        <Text size="heading" weight="bold">
          <MoneyText minor={order.amount} />
        </Text>
        {order.channelName && <Text tone="muted">{order.channelName}</Text>}
        {info.pixCode ? (
          <div css={[stack("md"), { justifyItems: "center", textAlign: "center" }]}>
            <Text>{intl.formatMessage({ id: "deposit_pix_scan" })}</Text>
            <QrCode value={info.pixCode} label={intl.formatMessage({ id: "deposit_pix_qr" })} />
            {info.expiresAt && (
              <Text size="small" tone="muted">
                {intl.formatMessage(
                  { id: "deposit_pix_expires" },
                  { time: intl.formatTime(info.expiresAt, { hour: "2-digit", minute: "2-digit" }) },
                )}
              </Text>
            )}
            <Text
              size="small"
              dir="ltr"
              data-testid="pix-code"
              css={{ overflowWrap: "anywhere", fontFamily: "monospace", textAlign: "start" }}
            >
              {info.pixCode}
            </Text>
            <CopyButton
              text={info.pixCode}
              label={copy(intl.formatMessage({ id: "deposit_pix_code" }))}
              block
            />
          </div>
        ) : (
          <div css={stack("md")}>
            <Text>{intl.formatMessage({ id: "deposit_pay_instructions" })}</Text>
            {detail("deposit_account_name", info.accountName)}
            {detail("deposit_account_number", info.accountNumber)}
            {detail("deposit_wallet_account", info.walletAccount)}
            {detail("deposit_network", info.network)}
            {detail("deposit_address", info.address)}
          </div>
        )}
        {detail("deposit_reference", order.reference)}
      </Card>
      <div css={[stack("sm"), { marginBlockStart: space.sm }]}>
        <Button block onClick={onDone}>
          {intl.formatMessage({ id: "deposit_done" })}
        </Button>
        <Button variant="ghost" block busy={cancelling} disabled={cancelling} onClick={() => void cancel()}>
          {intl.formatMessage({ id: "deposit_cancel" })}
        </Button>
      </div>
    </div>
  );
});
