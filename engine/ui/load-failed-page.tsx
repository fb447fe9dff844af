import { FormattedMessage } from "react-intl";
import { Button, Page } from "./primitives";

/** Stands in for a screen whose code failed to load or crashed; the rest of the app keeps working. */
export function LoadFailedPage() {
  return (
    <Page>
      <section role="alert" css={{ textAlign: "center", paddingBlock: 48 }}>
        <p>
          <FormattedMessage id="load_failed" />
        </p>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="retry_once" />
        </Button>
      </section>
    </Page>
  );
}
