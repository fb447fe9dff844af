import { observer } from "mobx-react-lite";
import { lazy, Suspense, useDeferredValue, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { LAYOUT } from "../../engine/theme/layout";
import { space } from "../../engine/theme/scales";
import { BannerPlaceholder } from "../../engine/ui/banner-placeholder";
import { Page } from "../../engine/ui/page";
import { Skeleton } from "../../engine/ui/skeleton";
import { useStores } from "../../engine/ui/stores-context";
import { BannerCarousel } from "./banner-carousel";
import { HomeModel } from "./home-model";
import { Marquee } from "./marquee";

const loadBelowFold = () => import("./below-fold");
const BelowFold = lazy(loadBelowFold);

/**
 * Home (spec sections 2 and 3): the banners, the announcement marquee, then the hot games, the
 * games by category and the vendor lanes. Every card and banner leads somewhere.
 *
 * The first screen changes once: the placeholders the static shell painted (the lead banner, two
 * lanes) stay until both the announcements and the games have answered, and then everything above
 * the vendor lanes arrives together, so no box the member is looking at is pushed down by one
 * that answered first.
 */
export default observer(function HomeScreen() {
  const stores = useStores();
  const intl = useIntl();
  const [model] = useState(() => new HomeModel(stores.http, () => stores.config.currency.code));
  // In an effect, not while rendering: React may render a screen and throw the render away (a
  // lazy part suspending), and a load started there would go out twice.
  useEffect(() => {
    model.load();
    // Prefetch only: offline, the lazy part below reports the failure when it renders.
    loadBelowFold().catch(() => {});
  }, [model]);
  const lanes = (
    <>
      <Skeleton className="wl-lane" />
      <Skeleton className="wl-lane" />
    </>
  );
  // Deferred, so the page's biggest render (every card) is drawn in slices, not one long task.
  const settled = useDeferredValue(
    model.announcements.state !== "loading" && model.games.state !== "loading",
  );
  return (
    <Page title={`${intl.formatMessage({ id: "nav_home" })} · ${stores.config.name}`} titleHidden>
      {settled ? (
        <>
          <BannerCarousel banners={model.banners} />
          <Marquee data={model.announcements} />
          <Suspense fallback={lanes}>
            <BelowFold model={model} />
          </Suspense>
        </>
      ) : (
        <>
          <BannerPlaceholder />
          {lanes}
        </>
      )}
      {/* Room under the last lane for the floating buttons (activity shortcut, referral gift). */}
      <div aria-hidden="true" css={{ height: LAYOUT.minTouch + space.lg }} />
    </Page>
  );
});
