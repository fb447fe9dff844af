import { LAYOUT } from "../theme/layout";
import { Skeleton } from "./skeleton";
import { useStores } from "./stores-context";

/**
 * What stands in the banner's box until the live banners arrive: the merchant's lead banner
 * (config banners.lead, also stamped into the HTML, so it is already painted and cached), else the
 * skeleton.
 */
export function BannerPlaceholder() {
  const lead = useStores().config.banners?.lead;
  if (!lead) return <Skeleton className="wl-banner" />;
  return (
    <img
      className="wl-banner"
      src={lead}
      alt=""
      width={LAYOUT.bannerWidth}
      height={LAYOUT.bannerHeight}
      fetchPriority="high"
    />
  );
}
