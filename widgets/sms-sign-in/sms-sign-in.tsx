import { observer } from "mobx-react-lite";
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { SMS_COUNTDOWN_FALLBACK_S } from "../../engine/constants";
import { loginWithProviderToken, showProviderError } from "../../engine/firebase/finish-sign-in";
import { firebaseAuth } from "../../engine/firebase/firebase-loader";
import { SmsCountdown } from "../../engine/identity/sms-countdown";
import { safeStorage } from "../../engine/platform/storage";
import { space } from "../../engine/theme/scales";
import { BottomSheet } from "../../engine/ui/bottom-sheet";
import { Button } from "../../engine/ui/button";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { TextField } from "../../engine/ui/text-field";
import { useDialingCode } from "../../engine/ui/use-dialing-code";
import { e164, isDiallable } from "./phone-number";

type Field = "diallingCode" | "mobile" | "code";

/**
 * Sign-in with a one-time code sent by firebase's phone provider, in a bottom sheet. What the
 * member typed stays when a step fails, and when the sheet is closed and opened again.
 */
export default observer(function SmsSignIn() {
  const stores = useStores();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ diallingCode: "", mobile: "", code: "" });
  const [missing, setMissing] = useState<Field | null>(null);
  const [busy, setBusy] = useState<"send" | "confirm" | null>(null);
  const countdown = useMemo(() => new SmsCountdown(), []);
  useEffect(() => () => countdown.stop(), [countdown]);
  const sendButton = useRef<HTMLButtonElement>(null);
  const sessionStorage = useMemo(() => safeStorage(() => window.sessionStorage), []);
  const translate = (id: string) => intl.formatMessage({ id });
  const client = () => {
    const loading = firebaseAuth(stores.config.firebase, sessionStorage);
    if (!loading) throw new Error("firebase has no apiKey");
    return loading;
  };

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  // The SMS provider needs an international number: the country list when it loaded, else the input.
  const dialing = useDialingCode(values.diallingCode, set("diallingCode"));

  const send = async () => {
    if (busy || countdown.running) return;
    if (!isDiallable(values.diallingCode, values.mobile)) {
      setMissing(/\d/.test(values.diallingCode) ? "mobile" : "diallingCode");
      return;
    }
    setMissing(null);
    setBusy("send");
    try {
      await (await client()).sendPhoneCode(
        e164(values.diallingCode, values.mobile),
        sendButton.current ?? document.body,
      );
      // The provider does not say when its code expires: the spec's fallback applies.
      countdown.start(stores.config.timings?.smsCountdownFallbackS ?? SMS_COUNTDOWN_FALLBACK_S);
    } catch (error) {
      showProviderError(stores.notices, error, translate);
    } finally {
      setBusy(null);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!values.code.trim()) {
      setMissing("code");
      return;
    }
    setMissing(null);
    setBusy("confirm");
    try {
      let idToken: string;
      try {
        idToken = await (await client()).confirmPhoneCode(values.code);
      } catch (error) {
        showProviderError(stores.notices, error, translate);
        return;
      }
      const outcome = await loginWithProviderToken(stores, "phone", idToken);
      // The chooser takes over; the sheet would only sit under it.
      if (outcome === "bind-choice") setOpen(false);
    } finally {
      setBusy(null);
    }
  };

  const mobileField = (picker: ReactNode) => (
    <TextField
      name="mobile"
      label={intl.formatMessage({ id: "mobile_number" })}
      before={picker}
      inputMode="tel"
      autoComplete="tel-national"
      value={values.mobile}
      invalid={missing === "mobile"}
      onChange={set("mobile")}
    />
  );

  const title = intl.formatMessage({ id: "sms_sign_in" });
  return (
    <>
      <Button
        variant="ghost"
        block
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        css={{ marginBlockStart: space.md }}
      >
        {title}
      </Button>
      {open && (
        <BottomSheet title={title} onClose={() => setOpen(false)}>
          <form onSubmit={confirm} noValidate css={stack("md")}>
            {dialing.picker ? (
              mobileField(dialing.picker)
            ) : (
              // The dialling code takes a quarter of the row, never less than "+888" needs.
              <div css={{ display: "grid", gridTemplateColumns: "minmax(88px, 1fr) 3fr", gap: space.sm }}>
                <TextField
                  name="diallingCode"
                  label={intl.formatMessage({ id: "dialling_code" })}
                  before={
                    <span aria-hidden="true" css={{ alignSelf: "center" }}>
                      +
                    </span>
                  }
                  inputMode="tel"
                  autoComplete="tel-country-code"
                  value={values.diallingCode}
                  invalid={missing === "diallingCode"}
                  onChange={set("diallingCode")}
                />
                {mobileField(null)}
              </div>
            )}
            <Button
              ref={sendButton}
              variant="secondary"
              busy={busy === "send"}
              disabled={busy !== null || countdown.running}
              onClick={() => void send()}
            >
              {countdown.running
                ? intl.formatMessage({ id: "resend_in" }, { seconds: countdown.remaining })
                : intl.formatMessage({ id: "send_code" })}
            </Button>
            <TextField
              name="code"
              label={intl.formatMessage({ id: "verification_code" })}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={values.code}
              invalid={missing === "code"}
              onChange={set("code")}
            />
            <Button type="submit" busy={busy === "confirm"} disabled={busy !== null}>
              {intl.formatMessage({ id: "login" })}
            </Button>
          </form>
        </BottomSheet>
      )}
    </>
  );
});
