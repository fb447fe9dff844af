import { observer } from "mobx-react-lite";
import { isSignInPath } from "../shell/shell-route";
import { BannerPlaceholder } from "./banner-placeholder";
import { BrandHero } from "./brand-hero";
import { Page } from "./page";
import { Skeleton } from "./skeleton";
import { useStores } from "./stores-context";

/**
 * The same placeholders the static shell in index.html shows for this address (home's banner and
 * lanes, or the sign-in page's brand and form), so the hand-over does not jump.
 */
export const PageSkeleton = observer(function PageSkeleton() {
  if (isSignInPath(useStores().route.pathname)) {
    return (
      <Page>
        <BrandHero />
        <Skeleton className="wl-field" />
        <Skeleton className="wl-field" />
        <Skeleton className="wl-field" />
      </Page>
    );
  }
  return (
    <Page>
      <BannerPlaceholder />
      <Skeleton className="wl-lane" />
      <Skeleton className="wl-lane" />
    </Page>
  );
});
