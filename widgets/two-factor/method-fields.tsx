import { observer } from "mobx-react-lite";
import type { RefObject } from "react";
import { useIntl } from "react-intl";
import { useCountryNames } from "../../engine/ui/country-names";
import { CountryPicker } from "../../engine/ui/country-picker";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { TextField } from "../../engine/ui/text-field";
import { SmsCodeButton } from "./sms-code-button";
import { type Field, METHOD_FIELDS, type TwoFactorForm } from "./two-factor-form";

const LABEL: Record<Field, { id: string }> = {
  payeeName: { id: "tfa_payee_name" },
  mobileNum: { id: "mobile_number" },
  verificationCode: { id: "verification_code" },
  authCode: { id: "tfa_auth_code" },
  email: { id: "tfa_email" },
};

/** Keyboard and autofill per field: codes get the digit pad and the phone's one-time-code suggestion. */
const INPUT: Record<
  Field,
  { type: string; inputMode: "text" | "numeric" | "tel" | "email"; autoComplete: string }
> = {
  payeeName: { type: "text", inputMode: "text", autoComplete: "name" },
  mobileNum: { type: "tel", inputMode: "tel", autoComplete: "tel-national" },
  verificationCode: { type: "text", inputMode: "numeric", autoComplete: "one-time-code" },
  authCode: { type: "text", inputMode: "numeric", autoComplete: "one-time-code" },
  email: { type: "email", inputMode: "email", autoComplete: "email" },
};

/** The inputs of the open tab, with the masked hints the server gave and the SMS controls. */
export const MethodFields = observer(function MethodFields({
  form,
  refs,
  onSend,
}: {
  form: TwoFactorForm;
  refs: Record<Field, RefObject<HTMLInputElement | null>>;
  onSend: () => void;
}) {
  const stores = useStores();
  const intl = useIntl();
  const nameOf = useCountryNames(stores.i18n.locale);
  const prompt = stores.identity.twoFactor;
  const country = form.country;

  const hint = (field: Field): string | null => {
    if (field === "email" && prompt?.emailHint)
      return intl.formatMessage({ id: "tfa_email_hint" }, { email: prompt.emailHint });
    if (field === "mobileNum" && prompt?.mobileHint)
      return intl.formatMessage({ id: "tfa_sms_hint" }, { mobile: prompt.mobileHint });
    return null;
  };

  const error = (field: Field): string | null => {
    const problem = form.problem;
    if (problem?.field !== field) return null;
    if (problem.kind === "phone_invalid" && country)
      return intl.formatMessage({ id: "phone_invalid" }, { country: nameOf(country.countryCode) });
    return intl.formatMessage({ id: "field_required" }, { field: intl.formatMessage(LABEL[field]) });
  };

  return (
    <div css={stack("lg")}>
      {METHOD_FIELDS[form.method].map((field) => (
        <TextField
          key={field}
          ref={refs[field]}
          id={`tfa-${field}`}
          name={field}
          label={intl.formatMessage(LABEL[field])}
          value={form.values[field]}
          {...INPUT[field]}
          hint={hint(field)}
          invalid={form.problem?.field === field}
          error={error(field)}
          onChange={(value) => form.set(field, value)}
          before={
            field === "mobileNum" && form.showsCountryPicker && country ? (
              <CountryPicker
                countries={stores.countries.countries}
                value={country}
                onChange={(chosen) => form.chooseCountry(chosen)}
                imageCdn={stores.system.imageCdn}
                locale={stores.i18n.locale}
              />
            ) : null
          }
          after={field === "verificationCode" ? <SmsCodeButton form={form} onSend={onSend} /> : null}
        />
      ))}
      {form.method === "sms" && (
        // One line held open, so the message does not push the form down when it arrives.
        <Text role="status" size="small" tone="muted" css={{ minHeight: "1.4em" }}>
          {form.codeSent ? intl.formatMessage({ id: "sms_sent" }) : null}
        </Text>
      )}
    </div>
  );
});
