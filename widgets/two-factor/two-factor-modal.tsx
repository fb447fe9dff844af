import { observer } from "mobx-react-lite";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useText } from "../../engine/i18n/use-text";
import { LAYOUT } from "../../engine/theme/layout";
import { Button } from "../../engine/ui/primitives";
import { useStores } from "../../engine/ui/stores-context";
import { MethodFields } from "./method-fields";
import { MethodTabs, panelId, tabId } from "./method-tabs";
import { type Field, TwoFactorForm } from "./two-factor-form";

const FOCUSABLE = 'button:not([disabled]), [href], input, [tabindex]:not([tabindex="-1"])';

/** Focus goes in when the modal opens and back to what opened it (the login button) when it closes. */
function useFocusInAndBack(dialog: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const panel = dialog.current?.querySelector<HTMLElement>('[role="tabpanel"] input');
    (panel ?? dialog.current)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog]);
}

/**
 * The two-factor modal of spec section 4: a tab per offered method, opening on the first in the
 * order payee name, SMS, authenticator, e-mail. Escape and the close button cancel the login.
 */
export default observer(function TwoFactorModal() {
  const stores = useStores();
  const intl = useIntl();
  const text = useText();
  const [form] = useState(() => new TwoFactorForm(stores));
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

  useFocusInAndBack(dialog);
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
  const cancel = () => stores.identity.cancelTwoFactor();

  const onKeyDown = (event: KeyboardEvent) => {
    // The country list is a sheet portalled to <body>: React still bubbles its keys up to here.
    if (!dialog.current?.contains(event.target as Node)) return;
    if (event.key === "Escape") {
      event.preventDefault();
      if (!prompt.verified) cancel();
      return;
    }
    if (event.key !== "Tab") return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      css={{
        position: "fixed",
        inset: 0,
        // Under the country sheet (80) and notices (100), over the page and its bars.
        zIndex: 70,
        display: "grid",
        placeItems: "center",
        padding: 16,
        background: "rgb(0 0 0 / 0.55)",
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tfa-title"
        aria-describedby="tfa-intro"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        css={{
          width: "min(100%, 420px)",
          maxHeight: "100%",
          overflowY: "auto",
          background: "var(--wl-surface)",
          color: "var(--wl-text)",
          borderRadius: "var(--wl-radius-lg)",
          padding: 20,
          boxShadow: "0 12px 32px rgb(0 0 0 / 0.3)",
          outline: "none",
        }}
      >
        <div css={{ display: "flex", alignItems: "start", gap: 8 }}>
          <h2 id="tfa-title" css={{ flex: 1, margin: "8px 0 4px", fontSize: 20 }}>
            {intl.formatMessage({ id: "tfa_title" })}
          </h2>
          {!prompt.verified && (
            <button
              type="button"
              aria-label={intl.formatMessage({ id: "close" })}
              onClick={cancel}
              css={{
                minWidth: LAYOUT.minTouch,
                minHeight: LAYOUT.minTouch,
                marginInlineEnd: -8,
                font: "inherit",
                fontSize: 24,
                lineHeight: 1,
                color: "inherit",
                background: "none",
                border: 0,
                borderRadius: "var(--wl-radius)",
                cursor: "pointer",
                "&:focus-visible": { outline: "3px solid var(--wl-accent)" },
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <p id="tfa-intro" css={{ margin: "0 0 12px", color: "var(--wl-text-muted)" }}>
          {intl.formatMessage({ id: "tfa_intro" })}
        </p>
        <p
          role="status"
          css={{
            margin: 0,
            fontWeight: 700,
            fontSize: 18,
            color: "var(--wl-primary-text)",
            textAlign: "center",
          }}
        >
          {prompt.verified && (
            <>
              <span aria-hidden="true" css={{ display: "block", fontSize: 40 }}>
                ✓
              </span>
              {intl.formatMessage({ id: "tfa_verified" })}
            </>
          )}
        </p>
        {!prompt.verified && (
          <>
            <MethodTabs
              methods={prompt.methods}
              active={form.method}
              onSelect={(method) => form.select(method)}
            />
            <form
              role="tabpanel"
              id={panelId(form.method)}
              aria-labelledby={tabId(form.method)}
              onSubmit={submit}
              noValidate
              css={{ display: "grid", gap: 16, paddingBlockStart: 16 }}
            >
              <MethodFields form={form} refs={refs} onSend={() => void send()} />
              {form.failure && (
                <p role="alert" css={{ margin: 0, color: "var(--wl-danger)" }}>
                  {text(form.failure)}
                </p>
              )}
              <Button type="submit" busy={form.busy} disabled={form.busy}>
                {intl.formatMessage({ id: "tfa_verify" })}
              </Button>
            </form>
          </>
        )}
      </div>
    </div>
  );
});
