import { observer } from "mobx-react-lite";
import { type FormEvent, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { changePassword } from "../../engine/api/member";
import { TOAST_MS } from "../../engine/constants";
import { useContactCustomerService } from "../../engine/customer-service/use-contact-customer-service";
import { asApiError } from "../../engine/http/envelope";
import { loginFailureNotice } from "../../engine/http/error-catalogue";
import {
  changeReplacesDefault,
  checkNewPassword,
  MIN_PASSWORD_LENGTH,
  weakPasswordsOf,
} from "../../engine/identity/password-rules";
import { useAppNavigate } from "../../engine/routing/navigation";
import { space } from "../../engine/theme/scales";
import { Button } from "../../engine/ui/button";
import { Page } from "../../engine/ui/page";
import { Row, stack } from "../../engine/ui/stack";
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
 * /m/changePsw: where a weak, expired or first-time password is replaced (spec section 4). While
 * the change is due (engine/identity/password-change-hold.ts) every route leads here; the member
 * leaves by changing it, which takes them where their login would have gone, or by logging out,
 * and may call customer service. A failed change keeps what was typed. A member whose password is
 * the merchant's default mobile one (set by the app at registration, never typed) is not asked for
 * it: the app sends it.
 */
export default observer(function ChangePasswordScreen() {
  const stores = useStores();
  const intl = useIntl();
  const navigate = useAppNavigate();
  const form = useForm<Field>({ oldPassword: "", newPassword: "", confirmPassword: "" });
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const contact = useContactCustomerService();
  useEffect(() => {
    // The sign-out code loads while the member reads the page, not when they tap.
    stores.identity.preload();
  }, [stores]);

  const knownOld = changeReplacesDefault(stores.passwordChange, stores.storage.session)
    ? stores.config.auth?.defaultMobilePassword
    : undefined;
  const fields = (Object.keys(LABELS) as Field[]).filter((name) => name !== "oldPassword" || !knownOld);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.requireFilled(fields)) return;
    const problem = checkNewPassword(form.values, weakPasswordsOf(stores.config.auth));
    if (problem) {
      form.flag(problem.field, problem.messageId, { min: MIN_PASSWORD_LENGTH });
      return;
    }
    setBusy(true);
    try {
      await changePassword(stores.http, knownOld ?? form.values.oldPassword, form.values.newPassword);
      await stores.identity.passwordChanged(form.values.newPassword).catch(() => undefined);
      stores.toasts.show({ id: "password_changed" }, TOAST_MS);
      await stores.member.load().catch(() => undefined);
      // Released first: while the change is due, every other route would lead back here.
      navigate(stores.passwordChange.release(), { replace: true });
    } catch (error) {
      console.warn("Password change failed:", error);
      // A session that ended with this failure (an expired token) has been told of already by the
      // error catalogue, which ends it and leads to the login page: one notice, not two.
      if (stores.session.isLoggedIn)
        void stores.notices.show(loginFailureNotice(asApiError(error, "password")));
      setBusy(false);
    }
  };

  // The session ends at once; this page is for members, so its guard then shows the login page.
  const signOut = () => {
    setLeaving(true);
    void stores.identity.logout();
  };

  return (
    <Page title={intl.formatMessage({ id: "change_password_title" })}>
      <form onSubmit={submit} noValidate css={stack("lg")}>
        <Text tone="muted">{intl.formatMessage({ id: "change_password_reason" })}</Text>
        {fields.map((name) => (
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
      <Row gap="sm" wrap justify="center" css={{ marginBlockStart: space.xl }}>
        <Button variant="ghost" onClick={contact.open} busy={contact.busy} disabled={contact.busy}>
          {intl.formatMessage({ id: "in_customer_services" })}
        </Button>
        <Button variant="ghost" onClick={signOut} busy={leaving} disabled={leaving || busy}>
          {intl.formatMessage({ id: "logout" })}
        </Button>
      </Row>
    </Page>
  );
});
