import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ApiError } from "../../engine/http/envelope";
import { registrationFailureNotice } from "../../engine/http/error-catalogue";
import { LOGIN_PATH } from "../../engine/routing/aliases";
import { BottomSheet } from "../../engine/ui/bottom-sheet";
import { Button } from "../../engine/ui/primitives";
import { useStores } from "../../engine/ui/stores-context";

/**
 * bind_customer_required: the platform knows no member for this social or phone account. The
 * member logs in to an existing account (the username form) or, with FIREBASECREATEACC3,
 * registers a new one bound to it.
 */
export default observer(function BindChooser() {
  const stores = useStores();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const choice = stores.identity.bindChoice;
  if (!choice) return null;

  const loginExisting = () => {
    stores.identity.dismissBindChoice();
    if (window.location.pathname !== LOGIN_PATH) stores.navigate(LOGIN_PATH);
  };

  const registerNew = async () => {
    setBusy(true);
    try {
      await stores.identity.registerFromSocial();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      void stores.notices.show(registrationFailureNotice(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <BottomSheet
      titleId="bind-chooser-title"
      title={intl.formatMessage({ id: "bind_title" })}
      onClose={loginExisting}
    >
      <div css={{ display: "grid", gap: 12 }}>
        {choice.message && (
          <p data-testid="bind-message" css={{ margin: "0 0 4px" }}>
            {choice.message}
          </p>
        )}
        <Button onClick={loginExisting} disabled={busy} css={{ width: "100%" }}>
          {intl.formatMessage({ id: "bind_login_existing" })}
        </Button>
        {stores.identity.canRegisterFromSocial && (
          <Button
            variant="ghost"
            busy={busy}
            disabled={busy}
            onClick={() => void registerNew()}
            css={{ width: "100%" }}
          >
            {intl.formatMessage({ id: "bind_register_new" })}
          </Button>
        )}
      </div>
    </BottomSheet>
  );
});
