import { Page } from "./page";
import { Skeleton } from "./skeleton";

/** The same placeholders the static shell in index.html shows, so the hand-over does not jump. */
export function PageSkeleton() {
  return (
    <Page>
      <Skeleton className="wl-banner" />
      <Skeleton className="wl-lane" />
      <Skeleton className="wl-lane" />
    </Page>
  );
}
