import { observer } from "mobx-react-lite";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useText } from "../../engine/i18n/use-text";
import type { TwoFactorMethod } from "../../engine/identity/types";
import { Button } from "../../engine/ui/button";
import { Dialog } from "../../engine/ui/dialog";
import { Icon } from "../../engine/ui/icon";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Tabs } from "../../engine/ui/tabs";
import { Text } from "../../engine/ui/text";
import { useDirtyMark } from "../../engine/ui/use-form";
import { MethodFields } from "./method-fields";
import { type Field, TwoFactorForm } from "./two-factor-form";

const TAB_TEXT: Record<TwoFactorMethod, string> = {
  payeeName: "tfa_tab_payee_name",
  sms: "tfa_tab_sms",
  ga: "tfa_tab_ga",
  email: "tfa_tab_email",
};

const idOf = (method: TwoFactorMethod) => ({ tab: `tfa-tab-${method}`, panel: `tfa-panel-${method}` });

/**
 * The two-factor modal of spec section 4: a tab per offered method, opening on the first in the
 * order payee name, SMS, authenticator, e-mail. Escape and the close button cancel the login;
 * once verified, it only confirms while the login completes.
 */
export default observer(function TwoFactorModal() {
  const stores = useStores();
  const intl = useIntl();
  const text = useText();
  const [form] = useState(() => new TwoFactorForm(stores));
  useDirtyMark(form.dirty);
  const dialog = useRef<HTMLDivElement>(null);
  const refs: Record<Field, React.RefObject<HTMLInputElement | null>> = {
    email: useRef(null),
    payeeName: useRef(null),
    authCode: useRef(null),
    mobileNum: useRef(null),
    verificationCode: useRef(null),
  };
  const prompt = stores.identity.twoFactor;
  const sms = prompt?.methods.includes("sms") ?? false;

  useEffect(() => () => form.dispose(), [form]);
  useEffect(() => {
    if (sms) void stores.countries.load();
  }, [sms, stores]);

  const verified = prompt?.verified === true;
  useEffect(() => {
    // The form the focus was in goes away with the confirmation; keep the focus in the dialog.
    if (verified) dialog.current?.focus();
  }, [verified]);

  if (!prompt) return null;

  const focus = (field: Field | null) => {
    if (field) refs[field].current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    focus(await form.submit());
  };
  const send = async () => focus(await form.sendCode());

  return (
    <Dialog
      title={intl.formatMessage({ id: "tfa_title" })}
      description={intl.formatMessage({ id: "tfa_intro" })}
      onClose={verified ? undefined : () => stores.identity.cancelTwoFactor()}
      initialFocus='[role="tabpanel"] input'
      panelRef={dialog}
    >
      <Text role="status" size="lead" weight="bold" tone="brand" align="center">
        {verified && (
          <>
            <span css={{ display: "block" }}>
              <Icon name="check" size={40} />
            </span>
            {intl.formatMessage({ id: "tfa_verified" })}
          </>
        )}
      </Text>
      {!verified && (
        <div>
          <Tabs
            label={intl.formatMessage({ id: "tfa_methods" })}
            options={prompt.methods.map((method) => ({
              value: method,
              label: intl.formatMessage({ id: TAB_TEXT[method] }),
            }))}
            selected={form.method}
            onSelect={(method) => form.select(method)}
            idOf={idOf}
          />
          <form
            role="tabpanel"
            id={idOf(form.method).panel}
            aria-labelledby={idOf(form.method).tab}
            onSubmit={submit}
            noValidate
            css={stack("lg")}
          >
            <MethodFields form={form} refs={refs} onSend={() => void send()} />
            {form.failure && (
              <Text role="alert" tone="danger">
                {text(form.failure)}
              </Text>
            )}
            <Button type="submit" busy={form.busy} disabled={form.busy}>
              {intl.formatMessage({ id: "tfa_verify" })}
            </Button>
          </form>
        </div>
      )}
    </Dialog>
  );
});
