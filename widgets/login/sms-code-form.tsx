import { observer } from "mobx-react-lite";
import type { FormEvent } from "react";
import { useIntl } from "react-intl";
import { useCaptcha } from "../../engine/captcha/use-captcha";
import { asApiError } from "../../engine/http/envelope";
import { loginFailureNotice } from "../../engine/http/error-catalogue";
import { Button } from "../../engine/ui/button";
import { SendCodeButton } from "../../engine/ui/send-code-button";
import { sendCodeWithCaptcha } from "../../engine/ui/send-sms-code";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { TextField } from "../../engine/ui/text-field";
import { useDialingCode } from "../../engine/ui/use-dialing-code";
import { useForm } from "../../engine/ui/use-form";

type Field = "countryDialingCode" | "mobileNum" | "code";
const LABELS: Record<Field, string> = {
  countryDialingCode: "country_dialing_code",
  mobileNum: "mobile_number",
  code: "verification_code",
};
const INPUTS: Record<Field, { type: string; autoComplete: string; inputMode: "tel" | "numeric" }> = {
  countryDialingCode: { type: "text", autoComplete: "tel-country-code", inputMode: "tel" },
  mobileNum: { type: "tel", autoComplete: "tel-national", inputMode: "tel" },
  code: { type: "text", autoComplete: "one-time-code", inputMode: "numeric" },
};

/** Sign-in with a one-time code the platform sends by SMS (auth.smsLogin "platform"). */
export const SmsCodeForm = observer(function SmsCodeForm() {
  const stores = useStores();
  const intl = useIntl();
  const form = useForm<Field>({ countryDialingCode: "", mobileNum: "", code: "" });
  const smsCaptcha = useCaptcha("sms");

  const dialing = useDialingCode(form.values.countryDialingCode, (code) =>
    form.fill("countryDialingCode", code),
  );
  const fields: Field[] = dialing.showsInput
    ? ["countryDialingCode", "mobileNum", "code"]
    : ["mobileNum", "code"];

  const dialling = () => form.values.countryDialingCode.trim().replace(/^\+/, "");

  const send = async (): Promise<number | null | false> => {
    if (!form.requireFilled(["mobileNum"])) return false;
    return sendCodeWithCaptcha(
      stores,
      smsCaptcha,
      { countryDialingCode: dialling(), mobileNum: form.values.mobileNum },
      loginFailureNotice,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stores.identity.busy || !form.requireFilled(fields)) return;
    try {
      await stores.identity.loginWithSmsCode({
        countryDialingCode: dialling(),
        mobileNum: form.values.mobileNum.trim(),
        code: form.values.code.trim(),
      });
    } catch (error) {
      void stores.notices.show(loginFailureNotice(asApiError(error, "sms")));
    }
  };

  return (
    <form onSubmit={submit} noValidate css={stack("lg")}>
      {fields.map((name) => (
        <TextField
          key={name}
          {...form.field(name, intl.formatMessage({ id: LABELS[name] }))}
          before={name === "mobileNum" ? dialing.picker : null}
          {...INPUTS[name]}
        />
      ))}
      {smsCaptcha.field}
      <SendCodeButton send={send} fallbackS={stores.config.timings?.smsCountdownFallbackS} />
      <Button type="submit" busy={stores.identity.busy} disabled={stores.identity.busy}>
        {intl.formatMessage({ id: "login" })}
      </Button>
    </form>
  );
});
