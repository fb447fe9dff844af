import { observer } from "mobx-react-lite";
import { type FormEvent, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { type DepositChannel, type DepositOrder, submitDeposit } from "../../engine/api/money";
import { ApiError, asApiError } from "../../engine/http/envelope";
import { formatMinor, minorToTyped, parseAmount } from "../../engine/i18n/money";
import { moneyFailure } from "../../engine/money/money-errors";
import { AmountField } from "../../engine/ui/amount-field";
import { Chips } from "../../engine/ui/chips";
import { FormSubmit } from "../../engine/ui/form-submit";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { useForm } from "../../engine/ui/use-form";
import { useSubmitKey } from "../../engine/ui/use-submit-key";

/**
 * A channel, an amount (typed, or one tap on a round amount) inside the channel's limits, and the
 * submit. The amount is checked here first, in minor units, so a member hears at once what the
 * server would refuse; what was typed stays after any failure, and a retry sends the same key.
 */
export const DepositForm = observer(function DepositForm({
  channels,
  onOrder,
  onChannelGone,
}: {
  channels: DepositChannel[];
  onOrder: (order: DepositOrder) => void;
  onChannelGone: () => void;
}) {
  const intl = useIntl();
  const stores = useStores();
  const currency = stores.config.currency;
  const [channelId, setChannelId] = useState(channels[0]?.id ?? 0);
  const channel = channels.find((each) => each.id === channelId) ?? channels[0];
  const form = useForm({ amount: "" });
  const [busy, setBusy] = useState(false);
  // A ref as well as state: a second tap in the same frame must already see the first one's lock.
  const sending = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const typed = parseAmount(form.values.amount, currency);
  const submitKey = useSubmitKey(`${channel?.id}:${typed}`);
  if (!channel) return null;

  const money = (minor: number) => formatMinor(minor, currency);
  const limits = { min: money(channel.minAmount), max: money(channel.maxAmount) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setProblem(null);
    if (!form.requireFilled(["amount"])) return;
    if (typed === null) return form.flag("amount", "money_amount_invalid");
    if (typed < channel.minAmount) return form.flag("amount", "money_amount_below_min", limits);
    if (typed > channel.maxAmount) return form.flag("amount", "money_amount_above_max", limits);
    sending.current = true;
    setBusy(true);
    try {
      const order = await submitDeposit(stores.http, {
        channelId: channel.id,
        amount: typed,
        requestId: submitKey.key(),
      });
      // An answer without its reference cannot be paid or found again: a failure, and the retry
      // (same key) fetches the order the backend did make.
      if (typeof order?.reference !== "string" || order.reference === "") {
        throw new ApiError({ kind: "malformed", path: "/wps/relay/MCSFE_submitDeposit" });
      }
      submitKey.succeeded();
      onOrder(order);
    } catch (error) {
      const failure = moneyFailure(asApiError(error, "deposit"));
      if (failure.field === "amount") form.flag("amount", failure.messageId, limits);
      else setProblem(intl.formatMessage({ id: failure.messageId }));
      if (failure.field === "channel") onChannelGone();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate css={stack("lg")}>
      <Chips
        label={intl.formatMessage({ id: "deposit_channel" })}
        options={channels.map((each) => ({ value: each.id, label: each.name }))}
        selected={channel.id}
        onSelect={(id) => {
          setChannelId(id);
          form.clearFlag();
        }}
      />
      <AmountField
        {...form.field("amount", intl.formatMessage({ id: "deposit_amount" }))}
        hint={intl.formatMessage({ id: "deposit_limits" }, limits)}
      />
      {channel.quickAmounts.length > 0 && (
        <Chips
          label={intl.formatMessage({ id: "deposit_quick_amounts" })}
          options={channel.quickAmounts.map((amount) => ({ value: amount, label: money(amount) }))}
          selected={typed}
          onSelect={(amount) => form.set("amount", minorToTyped(amount, currency))}
        />
      )}
      <FormSubmit label={intl.formatMessage({ id: "deposit_submit" })} busy={busy} problem={problem} />
    </form>
  );
});
