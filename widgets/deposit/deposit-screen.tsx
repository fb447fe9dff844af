import { observer } from "mobx-react-lite";
import { useId, useState } from "react";
import { useIntl } from "react-intl";
import { type DepositOrder, getDepositSettings } from "../../engine/api/money";
import { Page } from "../../engine/ui/page";
import { EmptyState, ErrorState, LoadingState } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Tabs } from "../../engine/ui/tabs";
import { useServerData } from "../../engine/ui/use-server-data";
import { DepositForm } from "./deposit-form";
import { DepositHistory } from "./deposit-history";
import { PendingOrder } from "./pending-order";

type Tab = "new" | "history";

/**
 * /m/voucherCenter: the member pays in. A channel and an amount make a pending order, whose
 * screen says how to pay it (Pix: a QR code and its copy-and-paste code); the history lists every
 * order with its state. The Deposit tab of the tab bar opens it.
 */
export default observer(function DepositScreen() {
  const intl = useIntl();
  const stores = useStores();
  const ids = useId();
  const [tab, setTab] = useState<Tab>("new");
  const { data: settings, reload } = useServerData("deposit/settings", () => getDepositSettings(stores.http));
  const [order, setOrder] = useState<DepositOrder | null>(null);

  const ordered = (made: DepositOrder) => {
    void stores.money.depositSubmitted(made);
    setOrder(made);
  };
  const finished = () => {
    setOrder(null);
    setTab("history");
  };

  const channels = settings.state === "ready" ? (settings.value.channels ?? []) : [];
  const panel = {
    new:
      order !== null ? (
        <PendingOrder order={order} onDone={finished} onCancelled={finished} />
      ) : settings.state === "loading" ? (
        <LoadingState />
      ) : settings.state === "failed" ? (
        <ErrorState onRetry={reload} />
      ) : channels.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: "deposit_no_channels" })} />
      ) : (
        <DepositForm channels={channels} onOrder={ordered} onChannelGone={reload} />
      ),
    history: <DepositHistory />,
  }[tab];

  return (
    <Page title={intl.formatMessage({ id: "deposit_title" })}>
      <Tabs
        label={intl.formatMessage({ id: "deposit_title" })}
        options={[
          { value: "new", label: intl.formatMessage({ id: "deposit_tab_new" }) },
          { value: "history", label: intl.formatMessage({ id: "deposit_tab_history" }) },
        ]}
        selected={tab}
        onSelect={setTab}
        idOf={(value) => ({ tab: `${ids}-tab-${value}`, panel: `${ids}-panel-${value}` })}
      />
      <div role="tabpanel" id={`${ids}-panel-${tab}`} aria-labelledby={`${ids}-tab-${tab}`}>
        {panel}
      </div>
    </Page>
  );
});
