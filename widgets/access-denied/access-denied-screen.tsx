import { observer } from "mobx-react-lite";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useContactCustomerService } from "../../engine/customer-service/use-contact-customer-service";
import { Button } from "../../engine/ui/button";
import { FullScreenMessage, useBilingual } from "../../engine/ui/full-screen-message";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";

/** Spec section 2: heading, the visitor's IP, description with English, retry, customer-service link. */
export default observer(function AccessDeniedScreen() {
  const { system } = useStores();
  const intl = useIntl();
  const contact = useContactCustomerService();
  const [retrying, setRetrying] = useState(false);
  const both = useBilingual();
  const retry = () => {
    setRetrying(true);
    // The status call shows its own notice on failure; the screen only has to stop waiting.
    system
      .reload()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  return (
    <FullScreenMessage
      headingId="access-denied-title"
      heading={both("error_access")}
      actions={
        <>
          <Button onClick={retry} busy={retrying} disabled={retrying}>
            {intl.formatMessage({ id: retrying ? "retrying" : "retry_once" })}
          </Button>
          <Button variant="ghost" onClick={contact.open} busy={contact.busy}>
            {intl.formatMessage({ id: "contact_cs" })}
          </Button>
        </>
      }
    >
      {system.ip && (
        <Text data-testid="visitor-ip" weight="medium">
          {intl.formatMessage({ id: "your_ip" }, { ip: system.ip })}
        </Text>
      )}
      <p>{both("error_ip_desc")}</p>
    </FullScreenMessage>
  );
});
