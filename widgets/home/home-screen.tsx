import { observer } from "mobx-react-lite";
import { lazy, Suspense, useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Page } from "../../engine/ui/page";
import { Skeleton } from "../../engine/ui/skeleton";
import { useStores } from "../../engine/ui/stores-context";
import { BannerCarousel } from "./banner-carousel";
import { HomeModel } from "./home-model";
import { Marquee } from "./marquee";

const BelowFold = lazy(() => import("./below-fold"));

/**
 * Home (spec sections 2 and 3): the banners, the announcement marquee, then the hot games, the
 * games by category and the vendor lanes. Every card and banner leads somewhere.
 */
export default observer(function HomeScreen() {
  const stores = useStores();
  const intl = useIntl();
  const [model] = useState(() => new HomeModel(stores.http, () => stores.config.currency.code));
  // In an effect, not while rendering: React may render a screen and throw the render away (a
  // lazy part suspending), and a load started there would go out twice.
  useEffect(() => model.load(), [model]);
  return (
    <Page title={`${intl.formatMessage({ id: "nav_home" })} · ${stores.config.name}`} titleHidden>
      {model.announcements.state === "loading" ? (
        <Skeleton className="wl-banner" />
      ) : (
        <BannerCarousel banners={model.banners} />
      )}
      <Marquee data={model.announcements} />
      <Suspense
        fallback={
          <>
            <Skeleton className="wl-lane" />
            <Skeleton className="wl-lane" />
          </>
        }
      >
        <BelowFold model={model} />
      </Suspense>
    </Page>
  );
});
