import { observer } from "mobx-react-lite";
import { type FormEvent, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { obtainCaptcha } from "../../engine/captcha/obtain";
import { useCaptcha } from "../../engine/captcha/use-captcha";
import { asApiError } from "../../engine/http/envelope";
import { loginFailureNotice } from "../../engine/http/error-catalogue";
import { Slot } from "../../engine/registry/widget-view";
import { REGISTER_PATH } from "../../engine/routing/aliases";
import { space } from "../../engine/theme/scales";
import { BrandHero } from "../../engine/ui/brand-hero";
import { Button, ButtonLink } from "../../engine/ui/button";
import { Checkbox } from "../../engine/ui/checkbox";
import { Page } from "../../engine/ui/page";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Tabs } from "../../engine/ui/tabs";
import { TextField } from "../../engine/ui/text-field";
import { useForm } from "../../engine/ui/use-form";
import { SmsCodeForm } from "./sms-code-form";

type Field = "username" | "password";

/**
 * Username and password sign-in (spec section 4). The remembered login prefills the form; what
 * the member typed stays put when the login fails; the store's 500 ms lock makes a double tap
 * one request.
 */
export default observer(function LoginScreen() {
  const stores = useStores();
  const intl = useIntl();
  const { identity } = stores;
  // The sign-in code loads while the member fills the form, not when they tap.
  useEffect(() => stores.identity.preload(), [stores]);
  const offerRemember = stores.config.auth?.rememberLogin !== false;
  const [remembered] = useState(() => (offerRemember ? identity.rememberedLogin : null));
  const form = useForm<Field>({ username: remembered?.username ?? "", password: remembered?.password ?? "" });
  const [remember, setRemember] = useState(remembered !== null);
  const captcha = useCaptcha("login");
  const canRegister = stores.feature("REG3") || stores.feature("MOBILENUMREG3");
  const offersSmsCode = stores.config.auth?.smsLogin === "platform";
  const [method, setMethod] = useState<"password" | "sms">("password");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (identity.busy || !form.requireFilled(["username", "password"])) return;
    const answer = await obtainCaptcha(captcha, stores.notices);
    if (!answer) return;
    try {
      await identity.loginWithPassword({
        username: form.values.username,
        password: form.values.password,
        remember: offerRemember && remember,
        captcha: answer,
      });
    } catch (error) {
      captcha.refresh();
      const failure = asApiError(error, "login");
      void stores.notices.show(loginFailureNotice(failure));
    }
  };

  const field = (name: Field, props: { type: string; autoComplete: string }) => (
    <TextField {...form.field(name, intl.formatMessage({ id: name }))} {...props} />
  );

  return (
    <Page title={intl.formatMessage({ id: "login_title" })} hero={<BrandHero />}>
      {offersSmsCode && (
        <Tabs
          label={intl.formatMessage({ id: "login_title" })}
          options={[
            { value: "password", label: intl.formatMessage({ id: "login_with_password" }) },
            { value: "sms", label: intl.formatMessage({ id: "login_with_sms_code" }) },
          ]}
          selected={method}
          onSelect={setMethod}
        />
      )}
      {method === "sms" ? (
        <SmsCodeForm />
      ) : (
        <form onSubmit={submit} noValidate css={stack("lg")}>
          {field("username", { type: "text", autoComplete: "username" })}
          {field("password", { type: "password", autoComplete: "current-password" })}
          {offerRemember && (
            <Checkbox name="remember" checked={remember} onChange={setRemember}>
              {intl.formatMessage({ id: "remember_me" })}
            </Checkbox>
          )}
          {captcha.field}
          <Button type="submit" busy={identity.busy} disabled={identity.busy}>
            {intl.formatMessage({ id: "login" })}
          </Button>
        </form>
      )}
      <Slot name="sign-in-methods" withPage />
      {canRegister && (
        <ButtonLink to={REGISTER_PATH} variant="quiet" block css={{ marginBlockStart: space.xl }}>
          {intl.formatMessage({ id: "no_account_register" })}
        </ButtonLink>
      )}
    </Page>
  );
});
