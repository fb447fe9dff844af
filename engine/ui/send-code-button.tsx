import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { SmsCountdown, smsCountdownSeconds } from "../identity/sms-countdown";
import { Button } from "./button";

/**
 * "Send code", then "Resend in N s" and disabled until the code may be asked for again (spec
 * section 4): the countdown runs to the backend's expiry, else the fallback. `send` resolves the
 * expiry (ms timestamp) or null; it returns false when it did not send (e.g. a field is empty).
 */
export const SendCodeButton = observer(function SendCodeButton({
  send,
  fallbackS,
}: {
  send: () => Promise<number | null | false>;
  fallbackS?: number;
}) {
  const intl = useIntl();
  const [countdown] = useState(() => new SmsCountdown());
  useEffect(() => () => countdown.stop(), [countdown]);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy || countdown.running) return;
    setBusy(true);
    try {
      const expiry = await send();
      if (expiry !== false) countdown.start(smsCountdownSeconds(expiry, Date.now(), fallbackS));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} disabled={busy || countdown.running} onClick={onClick}>
      {countdown.running
        ? intl.formatMessage({ id: "resend_in" }, { seconds: countdown.remaining })
        : intl.formatMessage({ id: "send_code" })}
    </Button>
  );
});
