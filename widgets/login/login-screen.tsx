import { observer } from "mobx-react-lite";
import { type FormEvent, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { login } from "../../engine/api/session";
import { ApiError } from "../../engine/http/envelope";
import { loginFailureNotice } from "../../engine/http/error-catalogue";
import { Slot } from "../../engine/registry/widget-view";
import { HOME_PATH } from "../../engine/routing/aliases";
import { Button, Page } from "../../engine/ui/primitives";
import { useStores } from "../../engine/ui/stores-context";
import { TextField } from "./text-field";

type Field = "username" | "password";

/** Username and password sign-in. What the member typed stays put when the login fails. */
export default observer(function LoginScreen() {
  const stores = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ username: "", password: "" });
  const [missing, setMissing] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const username = values.username.trim();
    const empty = (["username", "password"] as const).find(
      (f) => !(f === "username" ? username : values.password),
    );
    setMissing(empty ?? null);
    if (empty) {
      refs[empty].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const session = await login(stores.http, { username, password: values.password });
      stores.session.start({
        id: session.id,
        token: session.token,
        merchantCode: stores.config.code,
        userName: session.userName,
        type: session.customerType,
        firstTimeLogin: session.firstTimeLogin,
      });
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      const failure =
        error instanceof ApiError ? error : new ApiError({ kind: "malformed", path: "login", cause: error });
      void stores.notices.show(loginFailureNotice(failure));
      setBusy(false);
    }
  };

  const field = (name: Field, props: { type: string; autoComplete: string }) => (
    <TextField
      ref={refs[name]}
      name={name}
      label={intl.formatMessage({ id: name })}
      value={values[name]}
      invalid={missing === name}
      error={
        missing === name
          ? intl.formatMessage({ id: "field_required" }, { field: intl.formatMessage({ id: name }) })
          : null
      }
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      {...props}
    />
  );

  return (
    <Page labelledBy="login-title">
      <h1 id="login-title" css={{ fontSize: 24, margin: "16px 0 20px" }}>
        {intl.formatMessage({ id: "login_title" })}
      </h1>
      <form onSubmit={submit} noValidate css={{ display: "grid", gap: 16 }}>
        {field("username", { type: "text", autoComplete: "username" })}
        {field("password", { type: "password", autoComplete: "current-password" })}
        <Button type="submit" busy={busy} disabled={busy}>
          {intl.formatMessage({ id: "login" })}
        </Button>
      </form>
      <Slot name="sign-in-methods" />
    </Page>
  );
});
