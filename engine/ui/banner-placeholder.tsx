import { LAYOUT } from "../theme/layout";
import { Skeleton } from "./skeleton";
import { useStores } from "./stores-context";

/**
 * A banner picture in the banner's box: the width and height reserve it, the base rule
 * `img.wl-banner` (engine/theme/layout.ts) makes the height follow the width, as in the shell.
 */
export function BannerImage({ src, highPriority = false }: { src: string; highPriority?: boolean }) {
  return (
    <img
      className="wl-banner"
      src={src}
      alt=""
      width={LAYOUT.bannerWidth}
      height={LAYOUT.bannerHeight}
      fetchPriority={highPriority ? "high" : undefined}
    />
  );
}

/**
 * What stands in the banner's box until the live banners arrive: the merchant's lead banner
 * (config banners.lead, also stamped into the HTML, so it is already painted and cached), else the
 * skeleton.
 */
export function BannerPlaceholder() {
  const lead = useStores().config.banners?.lead;
  return lead ? <BannerImage src={lead} highPriority /> : <Skeleton className="wl-banner" />;
}
