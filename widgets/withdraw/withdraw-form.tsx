import { observer } from "mobx-react-lite";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { submitWithdraw, type WithdrawInfo, type WithdrawOrder } from "../../engine/api/money";
import { asApiError } from "../../engine/http/envelope";
import { formatMinor, minorToDecimal, moneyLocale, parseAmount } from "../../engine/i18n/money";
import { AmountField } from "../../engine/ui/amount-field";
import { FormSubmit } from "../../engine/ui/form-submit";
import { RadioList } from "../../engine/ui/radio-list";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { useForm } from "../../engine/ui/use-form";
import { useSubmitKey } from "../../engine/ui/use-submit-key";
import { accountOption, payoutAccounts } from "./account-option";
import { type AmountProblem, amountProblem, limitOf, roomOf, SERVER_AMOUNT_PROBLEMS } from "./amount-check";

const PROBLEMS: Readonly<Record<AmountProblem, { id: string }>> = {
  below_min: { id: "withdraw_below_min" },
  above_max: { id: "withdraw_above_max" },
  over_daily: { id: "withdraw_over_daily" },
  over_balance: { id: "withdraw_over_balance" },
};

/** Keeps an amount whole inside a sentence of the other direction (U+2068 … U+2069). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * Where to, how much, and the request. Every limit the server keeps is checked here first with a
 * message that names the figure; what the server still refuses is told the same way, the amount
 * typed stays, and a retry of the same withdrawal carries the same requestId.
 */
export const WithdrawForm = observer(function WithdrawForm({
  info,
  refresh,
  onSubmitted,
  accountActions,
}: {
  info: WithdrawInfo;
  /** Loads the account info again without leaving the form; null when that failed. */
  refresh: () => Promise<WithdrawInfo | null>;
  onSubmitted: (order: WithdrawOrder) => void;
  /** Ways to add another account, under the accounts and away from the submit button. */
  accountActions?: ReactNode;
}) {
  const stores = useStores();
  const intl = useIntl();
  const { currency } = stores.config;
  const accounts = payoutAccounts(info);
  const [chosen, setChosen] = useState<number | null>(accounts[0]?.id ?? null);
  const account = accounts.find((candidate) => candidate.id === chosen) ?? accounts[0];
  const form = useForm<"amount">({ amount: "" });
  // A failure stays until the next answer: taken away at the tap, the form would shift up under a
  // second tap of a double tap and drop it on whatever lies below the button.
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a second tap in the same frame must see the first one's lock.
  const sending = useRef(false);
  const submitKey = useSubmitKey(`${account?.id}:${parseAmount(form.values.amount, currency)}`);
  const room = roomOf(info, stores.money.balance);
  const money = (minor: number) => isolate(formatMinor(minor, currency));

  const flagProblem = (problem: AmountProblem, fresh: WithdrawInfo) => {
    setFailure(null);
    form.flag("amount", PROBLEMS[problem].id, {
      amount: money(limitOf(problem, roomOf(fresh, stores.money.balance))),
    });
  };

  const refused = async (error: unknown) => {
    const apiError = asApiError(error, "withdraw");
    const problem = apiError.errorCode ? SERVER_AMOUNT_PROBLEMS[apiError.errorCode] : undefined;
    if (problem) {
      // The limits or the balance moved since the page loaded: name today's figure, not the old one.
      flagProblem(problem, (await refresh()) ?? info);
    } else if (apiError.errorCode === "account.not.found") {
      await refresh();
      setFailure(intl.formatMessage({ id: "withdraw_account_gone" }));
    } else if (apiError.kind === "timeout" || apiError.kind === "network") {
      setFailure(intl.formatMessage({ id: "withdraw_no_answer" }));
    } else {
      setFailure(intl.formatMessage({ id: "withdraw_failed" }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || !account) return;
    if (!form.requireFilled(["amount"])) return setFailure(null);
    const amount = parseAmount(form.values.amount, currency);
    if (amount === null || amount <= 0) {
      setFailure(null);
      const example = minorToDecimal(room.min, currency.decimals);
      form.flag("amount", "withdraw_amount_invalid", {
        example: isolate(moneyLocale(currency.code) === "pt-BR" ? example.replace(".", ",") : example),
      });
      return;
    }
    const problem = amountProblem(amount, room);
    if (problem) return flagProblem(problem, info);
    sending.current = true;
    setBusy(true);
    try {
      const order = await submitWithdraw(stores.http, {
        accountId: account.id,
        amount,
        requestId: submitKey.key(),
      });
      submitKey.succeeded();
      setFailure(null);
      void stores.money.withdrawSubmitted(order.amount);
      form.set("amount", "");
      onSubmitted(order);
    } catch (error) {
      console.warn("Withdrawal failed:", error);
      await refused(error);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate css={stack("lg")}>
      <RadioList
        legend={intl.formatMessage({ id: "withdraw_to" })}
        options={accounts.map((option) => accountOption(option, intl))}
        selected={account?.id ?? null}
        onSelect={(id) => {
          setChosen(id);
          setFailure(null);
        }}
      />
      {accountActions}
      <AmountField
        {...form.field("amount", intl.formatMessage({ id: "withdraw_amount" }))}
        onChange={(value) => {
          form.set("amount", value);
          setFailure(null);
        }}
        hint={
          info.limits
            ? intl.formatMessage(
                { id: "withdraw_limits_hint" },
                { min: money(room.min), max: money(room.max), left: money(room.leftToday) },
              )
            : null
        }
      />
      <FormSubmit label={intl.formatMessage({ id: "withdraw_submit" })} busy={busy} problem={failure} />
    </form>
  );
});
