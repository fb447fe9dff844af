import { Page } from "./page";
import { ErrorState } from "./states";

/** Stands in for a screen whose code failed to load or crashed; the rest of the app keeps working. */
export function LoadFailedPage() {
  return (
    <Page>
      <ErrorState onRetry={() => window.location.reload()} />
    </Page>
  );
}
