import { observer } from "mobx-react-lite";
import { type FormEvent, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { addWithdrawAccount, getBankList } from "../../engine/api/money";
import { TOAST_MS } from "../../engine/constants";
import { asApiError } from "../../engine/http/envelope";
import {
  ACCOUNT_NUMBER_DIGITS,
  accountNumberDigits,
  HOLDER_NAME_LENGTH,
  holderName,
  isValidAccountNumber,
  isValidHolderName,
} from "../../engine/money/payout-account-rules";
import { MEMBER_HOME_PATH } from "../../engine/routing/aliases";
import { useAppNavigate } from "../../engine/routing/navigation";
import { useReturnPath } from "../../engine/routing/return-path";
import { FormSubmit } from "../../engine/ui/form-submit";
import { Page } from "../../engine/ui/page";
import { PickerField } from "../../engine/ui/picker-field";
import { stack } from "../../engine/ui/stack";
import { LoadableView } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { TextField } from "../../engine/ui/text-field";
import { useForm } from "../../engine/ui/use-form";
import { useServerData } from "../../engine/ui/use-server-data";

type Field = "holderName" | "number";
const DIGITS = { minDigits: ACCOUNT_NUMBER_DIGITS.min, maxDigits: ACCOUNT_NUMBER_DIGITS.max };

/**
 * /m/securityCenter/addBankCard: a bank account to withdraw to. Checked here as the server checks
 * it, so a refusal is rare; when it comes, it is told on the field it is about. Once added, the
 * member goes back to where they came from (the withdrawal), else to their page.
 */
export default observer(function AddBankCardScreen() {
  const stores = useStores();
  const intl = useIntl();
  const navigate = useAppNavigate();
  const returnPath = useReturnPath(MEMBER_HOME_PATH);
  const banks = useServerData("withdraw/banks", () =>
    getBankList(stores.http).then((answer) => answer.banks),
  );
  const form = useForm<Field>({ holderName: "", number: "" });
  const [bank, setBank] = useState<string | null>(null);
  const [bankError, setBankError] = useState(false);
  const bankRef = useRef<HTMLButtonElement>(null);
  // A failure stays until the next answer: taken away at the tap, the form would shift up under a
  // second tap of a double tap.
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a second tap in the same frame must see the first one's lock.
  const sending = useRef(false);

  const flagBank = () => {
    setFailure(null);
    form.clearFlag();
    setBankError(true);
    bankRef.current?.focus();
  };
  const flag = (field: Field, messageId: string) => {
    setFailure(null);
    setBankError(false);
    form.flag(field, messageId, { min: HOLDER_NAME_LENGTH.min, max: HOLDER_NAME_LENGTH.max, ...DIGITS });
  };

  /** account.invalid names what is wrong in the server's words: shown on that field when one fits. */
  const invalid = (reason: string) => {
    if (/name/i.test(reason)) return flag("holderName", "bank_card_holder_invalid");
    if (/bank/i.test(reason)) return flagBank();
    if (/number|digit/i.test(reason)) return flag("number", "bank_card_number_invalid");
    setFailure(reason);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setBankError(false);
    if (!form.requireFilled(["holderName"])) return setFailure(null);
    if (!isValidHolderName(form.values.holderName)) return flag("holderName", "bank_card_holder_invalid");
    if (!bank) return flagBank();
    if (!form.requireFilled(["number"])) return setFailure(null);
    if (!isValidAccountNumber(form.values.number)) return flag("number", "bank_card_number_invalid");
    sending.current = true;
    setBusy(true);
    try {
      await addWithdrawAccount(stores.http, {
        kind: "BANK",
        holderName: holderName(form.values.holderName),
        bankCode: bank,
        number: accountNumberDigits(form.values.number),
      });
      stores.toasts.show({ id: "bank_card_saved" }, TOAST_MS);
      navigate(returnPath, { replace: true });
    } catch (error) {
      console.warn("Adding the bank card failed:", error);
      const refusal = asApiError(error, "addBankCard");
      if (refusal.errorCode === "account.duplicate") flag("number", "bank_card_duplicate");
      else if (refusal.errorCode === "account.invalid" && refusal.serverMessage)
        invalid(refusal.serverMessage);
      else setFailure(intl.formatMessage({ id: "bank_card_failed" }));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Page title={intl.formatMessage({ id: "bank_card_title" })} back={returnPath}>
      <LoadableView data={banks.data} onRetry={banks.reload}>
        {(list) => (
          <form onSubmit={submit} noValidate css={stack("lg")}>
            <TextField
              autoComplete="name"
              {...form.field("holderName", intl.formatMessage({ id: "bank_card_holder" }))}
            />
            <PickerField
              ref={bankRef}
              label={intl.formatMessage({ id: "bank_card_bank" })}
              placeholder={intl.formatMessage({ id: "bank_card_choose_bank" })}
              sheetTitle={intl.formatMessage({ id: "bank_card_choose_bank" })}
              options={list.map((entry) => ({ value: entry.code, label: entry.name }))}
              value={bank}
              onChange={(code) => {
                setBank(code);
                setBankError(false);
              }}
              invalid={bankError}
              error={bankError ? intl.formatMessage({ id: "bank_card_choose_bank" }) : null}
            />
            <TextField
              inputMode="numeric"
              autoComplete="off"
              hint={intl.formatMessage({ id: "bank_card_number_hint" }, DIGITS)}
              {...form.field("number", intl.formatMessage({ id: "bank_card_number" }))}
            />
            <FormSubmit
              label={intl.formatMessage({ id: "bank_card_submit" })}
              busy={busy}
              problem={failure}
            />
          </form>
        )}
      </LoadableView>
    </Page>
  );
});
