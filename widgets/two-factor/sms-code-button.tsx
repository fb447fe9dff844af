import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import type { TwoFactorForm } from "./two-factor-form";

/** Send code, then disabled with the seconds left until another may be asked for. */
export const SmsCodeButton = observer(function SmsCodeButton({
  form,
  onSend,
}: {
  form: TwoFactorForm;
  onSend: () => void;
}) {
  const intl = useIntl();
  const { remaining, running } = form.countdown;
  return (
    <Button
      variant="secondary"
      busy={form.sending}
      disabled={form.sending || running}
      onClick={onSend}
      css={{ flex: "none", paddingInline: space.md, fontVariantNumeric: "tabular-nums" }}
    >
      {running
        ? intl.formatMessage({ id: "resend_in" }, { seconds: remaining })
        : intl.formatMessage({ id: "send_code" })}
    </Button>
  );
});
