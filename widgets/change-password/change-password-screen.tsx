import { observer } from "mobx-react-lite";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { changePassword } from "../../engine/api/member";
import { TOAST_MS } from "../../engine/constants";
import { asApiError } from "../../engine/http/envelope";
import { loginFailureNotice } from "../../engine/http/error-catalogue";
import { checkNewPassword, MIN_PASSWORD_LENGTH } from "../../engine/identity/password-rules";
import { HOME_PATH } from "../../engine/routing/aliases";
import { useAppNavigate } from "../../engine/routing/navigation";
import { Button } from "../../engine/ui/button";
import { Page } from "../../engine/ui/page";
import { stack } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";
import { TextField } from "../../engine/ui/text-field";
import { useForm } from "../../engine/ui/use-form";

type Field = "oldPassword" | "newPassword" | "confirmPassword";
const LABELS: Record<Field, string> = {
  oldPassword: "old_password",
  newPassword: "new_password",
  confirmPassword: "confirm_password",
};

/**
 * /m/changePsw: where a weak, expired or first-time password is replaced (spec section 4). The
 * member leaves only by changing it; a failed change keeps what was typed.
 */
export default observer(function ChangePasswordScreen() {
  const stores = useStores();
  const intl = useIntl();
  const navigate = useAppNavigate();
  const form = useForm<Field>({ oldPassword: "", newPassword: "", confirmPassword: "" });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.requireFilled(["oldPassword", "newPassword", "confirmPassword"])) return;
    const problem = checkNewPassword(form.values, stores.config.auth?.weakPasswords ?? []);
    if (problem) {
      form.flag(problem.field, problem.messageId, { min: MIN_PASSWORD_LENGTH });
      return;
    }
    setBusy(true);
    try {
      await changePassword(stores.http, form.values.oldPassword, form.values.newPassword);
      stores.toasts.show({ id: "password_changed" }, TOAST_MS);
      await stores.member.load().catch(() => undefined);
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      console.warn("Password change failed:", error);
      const failure = asApiError(error, "password");
      void stores.notices.show(loginFailureNotice(failure));
      setBusy(false);
    }
  };

  return (
    <Page title={intl.formatMessage({ id: "change_password_title" })}>
      <form onSubmit={submit} noValidate css={stack("lg")}>
        <Text tone="muted">{intl.formatMessage({ id: "change_password_reason" })}</Text>
        {(Object.keys(LABELS) as Field[]).map((name) => (
          <TextField
            key={name}
            type="password"
            autoComplete={name === "oldPassword" ? "current-password" : "new-password"}
            {...form.field(name, intl.formatMessage({ id: LABELS[name] }))}
          />
        ))}
        <Button type="submit" busy={busy} disabled={busy}>
          {intl.formatMessage({ id: "change_password_submit" })}
        </Button>
      </form>
    </Page>
  );
});
