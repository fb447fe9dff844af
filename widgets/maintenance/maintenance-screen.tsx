import { observer } from "mobx-react-lite";
import { useIntl } from "react-intl";
import { useContactCustomerService } from "../../engine/customer-service/use-contact-customer-service";
import { Button } from "../../engine/ui/button";
import { FullScreenMessage, useBilingual } from "../../engine/ui/full-screen-message";
import { useStores } from "../../engine/ui/stores-context";
import { Text } from "../../engine/ui/text";

/** Spec section 2: title, end time when given, description, contact us, the visitor's IP. */
export default observer(function MaintenanceScreen() {
  const { system } = useStores();
  const intl = useIntl();
  const contact = useContactCustomerService();
  const both = useBilingual();
  const end = system.maintenanceEnd;
  return (
    <FullScreenMessage
      headingId="maintenance-title"
      heading={both("maintenance")}
      actions={
        <Button onClick={contact.open} busy={contact.busy}>
          {intl.formatMessage({ id: "contact_us" })}
        </Button>
      }
    >
      {end !== null && (
        <p data-testid="maintenance-end">
          {intl.formatMessage(
            { id: "end_time" },
            { time: intl.formatDate(end, { dateStyle: "medium", timeStyle: "short" }) },
          )}
        </p>
      )}
      <p>{both("maintenance_desc")}</p>
      {system.status?.description && <p>{system.status.description}</p>}
      {system.ip && (
        <Text data-testid="visitor-ip" tone="muted">
          {intl.formatMessage({ id: "your_ip" }, { ip: system.ip })}
        </Text>
      )}
    </FullScreenMessage>
  );
});
