import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ApiError } from "../../engine/http/envelope";
import { registrationFailureNotice } from "../../engine/http/error-catalogue";
import { LOGIN_PATH } from "../../engine/routing/aliases";
import { BottomSheet } from "../../engine/ui/bottom-sheet";
import { Button } from "../../engine/ui/button";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";

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
    <BottomSheet title={intl.formatMessage({ id: "bind_title" })} onClose={loginExisting}>
      {choice.message && <Text data-testid="bind-message">{choice.message}</Text>}
      <Button block onClick={loginExisting} disabled={busy}>
        {intl.formatMessage({ id: "bind_login_existing" })}
      </Button>
      {stores.identity.canRegisterFromSocial && (
        <Button variant="ghost" block busy={busy} disabled={busy} onClick={() => void registerNew()}>
          {intl.formatMessage({ id: "bind_register_new" })}
        </Button>
      )}
    </BottomSheet>
  );
});
