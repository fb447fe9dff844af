import { observer } from "mobx-react-lite";
import { type FormEvent, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { addWithdrawAccount } from "../../engine/api/money";
import { TOAST_MS } from "../../engine/constants";
import { asApiError } from "../../engine/http/envelope";
import { currencyCode } from "../../engine/i18n/money";
import { HOLDER_NAME_LENGTH, holderName, isValidHolderName } from "../../engine/money/payout-account-rules";
import { isValidPixKey, normalisePixKey, PIX_KEY_TYPES, type PixKeyType } from "../../engine/money/pix-key";
import { MEMBER_HOME_PATH } from "../../engine/routing/aliases";
import { useAppNavigate } from "../../engine/routing/navigation";
import { useReturnPath } from "../../engine/routing/return-path";
import { ButtonLink } from "../../engine/ui/button";
import { Chips } from "../../engine/ui/chips";
import { FormSubmit } from "../../engine/ui/form-submit";
import { Page } from "../../engine/ui/page";
import { stack } from "../../engine/ui/stack";
import { EmptyState } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { TextField } from "../../engine/ui/text-field";
import { useForm } from "../../engine/ui/use-form";
import { KEY_INPUTS } from "./key-inputs";

type Field = "key" | "holderName";

/**
 * /m/securityCenter/addBankCardPix: a Pix key to withdraw to, for merchants in reais. The key is
 * checked as the Pix directory defines its kind (a CPF's check digits, a +55 number, an e-mail, a
 * random key) before anything is sent; once added, the member goes back to where they came from.
 */
export default observer(function AddPixKeyScreen() {
  const stores = useStores();
  const intl = useIntl();
  const returnPath = useReturnPath(MEMBER_HOME_PATH);
  const title = intl.formatMessage({ id: "pix_title" });

  if (currencyCode(stores.config.currency.code) !== "BRL") {
    return (
      <Page title={title} back={returnPath}>
        <EmptyState
          message={intl.formatMessage({ id: "pix_brl_only" })}
          action={
            <ButtonLink to={returnPath} replace>
              {intl.formatMessage({ id: "back" })}
            </ButtonLink>
          }
        />
      </Page>
    );
  }
  return (
    <Page title={title} back={returnPath}>
      <PixKeyForm returnPath={returnPath} />
    </Page>
  );
});

const PixKeyForm = observer(function PixKeyForm({ returnPath }: { returnPath: string }) {
  const stores = useStores();
  const intl = useIntl();
  const navigate = useAppNavigate();
  const [keyType, setKeyType] = useState<PixKeyType>("CPF");
  const form = useForm<Field>({ key: "", holderName: "" });
  // A failure stays until the next answer: taken away at the tap, the form would shift up under a
  // second tap of a double tap.
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a second tap in the same frame must see the first one's lock.
  const sending = useRef(false);
  const input = KEY_INPUTS[keyType];
  const typeName = intl.formatMessage(input.name);

  const flagKey = (messageId: string) => {
    setFailure(null);
    form.flag("key", messageId, { type: typeName });
  };
  const flagName = () => {
    setFailure(null);
    form.flag("holderName", "bank_card_holder_invalid", HOLDER_NAME_LENGTH);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!form.requireFilled(["key"])) return setFailure(null);
    if (!isValidPixKey(keyType, form.values.key)) return flagKey("pix_key_invalid");
    if (!form.requireFilled(["holderName"])) return setFailure(null);
    if (!isValidHolderName(form.values.holderName)) return flagName();
    sending.current = true;
    setBusy(true);
    try {
      await addWithdrawAccount(stores.http, {
        kind: "PIX",
        keyType,
        number: normalisePixKey(keyType, form.values.key),
        holderName: holderName(form.values.holderName),
      });
      stores.toasts.show({ id: "pix_saved" }, TOAST_MS);
      navigate(returnPath, { replace: true });
    } catch (error) {
      console.warn("Adding the Pix key failed:", error);
      const refusal = asApiError(error, "addPixKey");
      const reason = refusal.errorCode === "account.invalid" ? (refusal.serverMessage ?? "") : null;
      if (refusal.errorCode === "account.duplicate") flagKey("pix_duplicate");
      // account.invalid names what is wrong in the server's words: told on that field when one fits.
      else if (reason && /name/i.test(reason)) flagName();
      else if (reason && /key/i.test(reason)) flagKey("pix_key_invalid");
      else setFailure(reason || intl.formatMessage({ id: "pix_failed" }));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate css={stack("lg")}>
      <div css={stack("xs")}>
        <Text weight="medium" aria-hidden="true">
          {intl.formatMessage({ id: "pix_key_type" })}
        </Text>
        <Chips
          label={intl.formatMessage({ id: "pix_key_type" })}
          options={PIX_KEY_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage(KEY_INPUTS[type].name),
          }))}
          selected={keyType}
          onSelect={(type) => {
            setKeyType(type);
            // A CPF typed as a phone number is no key at all: each kind starts empty.
            form.set("key", "");
          }}
        />
      </div>
      <TextField
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        hint={intl.formatMessage(input.hint)}
        {...form.field("key", intl.formatMessage({ id: "pix_key" }))}
      />
      <TextField
        autoComplete="name"
        {...form.field("holderName", intl.formatMessage({ id: "bank_card_holder" }))}
      />
      <FormSubmit label={intl.formatMessage({ id: "pix_submit" })} busy={busy} problem={failure} />
    </form>
  );
});
