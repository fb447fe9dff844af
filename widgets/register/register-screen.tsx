import { observer } from "mobx-react-lite";
import { type FormEvent, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { autoUsername } from "../../engine/api/register";
import { obtainCaptcha } from "../../engine/captcha/obtain";
import { useCaptcha } from "../../engine/captcha/use-captcha";
import { asApiError } from "../../engine/http/envelope";
import { registrationFailureNotice } from "../../engine/http/error-catalogue";
import { checkNewPassword, MIN_PASSWORD_LENGTH, weakPasswordsOf } from "../../engine/identity/password-rules";
import { readRegistrationInfo } from "../../engine/identity/registration-info";
import { safeStorage } from "../../engine/platform/storage";
import { Slot } from "../../engine/registry/widget-view";
import { HOME_PATH, LOGIN_PATH } from "../../engine/routing/aliases";
import { AppRedirect } from "../../engine/routing/navigation";
import { space } from "../../engine/theme/scales";
import { BrandHero } from "../../engine/ui/brand-hero";
import { Button, ButtonLink } from "../../engine/ui/button";
import { Page } from "../../engine/ui/page";
import { SendCodeButton } from "../../engine/ui/send-code-button";
import { sendCodeWithCaptcha } from "../../engine/ui/send-sms-code";
import { stack } from "../../engine/ui/stack";
import { EmptyState } from "../../engine/ui/states";
import { useStores } from "../../engine/ui/stores-context";
import { Tabs } from "../../engine/ui/tabs";
import { TextField } from "../../engine/ui/text-field";
import { useDialingCode } from "../../engine/ui/use-dialing-code";
import { useForm } from "../../engine/ui/use-form";

type Kind = "username" | "mobile";
type Field =
  | "username"
  | "password"
  | "confirmPassword"
  | "countryDialingCode"
  | "mobileNum"
  | "verificationCode"
  | "referralCode";

const LABELS: Record<Field, string> = {
  username: "username",
  password: "password",
  confirmPassword: "confirm_password",
  countryDialingCode: "country_dialing_code",
  mobileNum: "mobile_number",
  verificationCode: "verification_code",
  referralCode: "referral_code",
};

const INPUTS: Record<Field, { type: string; autoComplete: string; inputMode?: "numeric" | "tel" }> = {
  username: { type: "text", autoComplete: "username" },
  password: { type: "password", autoComplete: "new-password" },
  confirmPassword: { type: "password", autoComplete: "new-password" },
  countryDialingCode: { type: "text", autoComplete: "tel-country-code", inputMode: "tel" },
  mobileNum: { type: "tel", autoComplete: "tel-national", inputMode: "tel" },
  verificationCode: { type: "text", autoComplete: "one-time-code", inputMode: "numeric" },
  referralCode: { type: "text", autoComplete: "off" },
};

/**
 * /m/register (spec sections 3–5): by username (REG3) or mobile number (MOBILENUMREG3). The
 * referral code from the landing link is prefilled; a failed submit shows the server's message
 * and keeps every field as typed.
 */
export default observer(function RegisterScreen() {
  const stores = useStores();
  const intl = useIntl();
  // The sign-in code loads while the member fills the form, not when they tap.
  useEffect(() => stores.identity.preload(), [stores]);
  const kinds: Kind[] = [
    ...(stores.feature("REG3") ? (["username"] as const) : []),
    ...(stores.feature("MOBILENUMREG3") ? (["mobile"] as const) : []),
  ];
  const [kind, setKind] = useState<Kind>(kinds[0] ?? "username");
  const [landing] = useState(() => readRegistrationInfo(safeStorage(() => window.localStorage)));
  const form = useForm<Field>({
    username: "",
    password: "",
    confirmPassword: "",
    countryDialingCode: "",
    mobileNum: "",
    verificationCode: "",
    referralCode: landing.referralCode ?? "",
  });
  const captcha = useCaptcha("register");
  const smsCaptcha = useCaptcha("sms");
  const defaultPassword = stores.config.auth?.defaultMobilePassword;
  const asksPassword = kind === "username" || !defaultPassword;

  const dialing = useDialingCode(form.values.countryDialingCode, (code) =>
    form.fill("countryDialingCode", code),
  );

  if (stores.session.isLoggedIn && !stores.identity.busy) return <AppRedirect to={HOME_PATH} />;

  const fields: Field[] =
    kind === "username"
      ? ["username", "password", "confirmPassword", "referralCode"]
      : [
          ...(dialing.showsInput ? (["countryDialingCode"] as const) : []),
          "mobileNum",
          "verificationCode",
          ...(asksPassword ? (["password", "confirmPassword"] as const) : []),
          "referralCode",
        ];
  const required = fields.filter((field) => field !== "referralCode");

  const sendCode = async (): Promise<number | null | false> => {
    if (!form.requireFilled(["mobileNum"])) return false;
    return sendCodeWithCaptcha(
      stores,
      smsCaptcha,
      { countryDialingCode: form.values.countryDialingCode, mobileNum: form.values.mobileNum },
      registrationFailureNotice,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stores.identity.busy || !form.requireFilled(required)) return;
    if (asksPassword) {
      const problem = checkNewPassword(
        { newPassword: form.values.password, confirmPassword: form.values.confirmPassword },
        weakPasswordsOf(stores.config.auth),
      );
      if (problem) {
        form.flag(problem.field === "newPassword" ? "password" : "confirmPassword", problem.messageId, {
          min: MIN_PASSWORD_LENGTH,
        });
        return;
      }
    }
    const answer = await obtainCaptcha(captcha, stores.notices);
    if (!answer) return;
    try {
      await stores.identity.register(
        kind,
        {
          ...form.values,
          countryDialingCode: form.values.countryDialingCode.replace(/^\+/, ""),
          password: asksPassword ? form.values.password : undefined,
          username: kind === "username" ? form.values.username : undefined,
        },
        answer,
      );
    } catch (error) {
      // Spec section 5: after an error the captcha input is cleared and a new captcha fetched.
      captcha.refresh();
      void stores.notices.show(registrationFailureNotice(asApiError(error, "register")));
    }
  };

  const toLogin = (
    <ButtonLink to={LOGIN_PATH} variant="quiet" block css={{ marginBlockStart: space.xl }}>
      {intl.formatMessage({ id: "have_account" })}
    </ButtonLink>
  );
  const title = intl.formatMessage({ id: "register_title" });

  if (kinds.length === 0) {
    return (
      <Page title={title} hero={<BrandHero />}>
        <EmptyState message={intl.formatMessage({ id: "register_closed" })} action={toLogin} />
      </Page>
    );
  }

  const renderField = (name: Field) => {
    return (
      <div key={name} css={stack("sm")}>
        <TextField
          {...form.field(name, intl.formatMessage({ id: LABELS[name] }))}
          before={name === "mobileNum" ? dialing.picker : null}
          {...INPUTS[name]}
        />
        {name === "username" && (
          <Button
            variant="quiet"
            css={{ justifySelf: "start" }}
            onClick={() =>
              autoUsername(stores.http)
                .then((suggested) => form.set("username", suggested))
                .catch(() => undefined)
            }
          >
            {intl.formatMessage({ id: "suggest_username" })}
          </Button>
        )}
        {name === "verificationCode" && (
          <SendCodeButton send={sendCode} fallbackS={stores.config.timings?.smsCountdownFallbackS} />
        )}
      </div>
    );
  };

  return (
    <Page title={title} hero={<BrandHero />}>
      {kinds.length > 1 && (
        <Tabs
          options={kinds.map((value) => ({
            value,
            label: intl.formatMessage({
              id: value === "username" ? "register_by_username" : "register_by_mobile",
            }),
          }))}
          selected={kind}
          onSelect={setKind}
        />
      )}
      <form onSubmit={submit} noValidate css={stack("lg")} aria-label={title}>
        {fields.map(renderField)}
        {kind === "mobile" && smsCaptcha.field}
        {captcha.field}
        <Button type="submit" busy={stores.identity.busy} disabled={stores.identity.busy}>
          {intl.formatMessage({ id: "register" })}
        </Button>
      </form>
      <Slot name="sign-in-methods" withPage />
      {toLogin}
    </Page>
  );
});
