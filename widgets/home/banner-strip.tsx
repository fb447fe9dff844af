import { useIntl } from "react-intl";
import type { Announcements } from "../../engine/api/content";
import type { Loadable } from "../../engine/stores/loadable";
import { radius, space } from "../../engine/theme/scales";
import { Skeleton } from "../../engine/ui/skeleton";

/** Swipeable banners; the first keeps the skeleton's exact box, so nothing moves when it arrives. */
export function BannerStrip({ data }: { data: Loadable<Announcements> }) {
  const intl = useIntl();
  if (data.state !== "ready" || data.value.banners.length === 0) {
    return data.state === "loading" ? <Skeleton className="wl-banner" /> : null;
  }
  return (
    <section
      aria-label={intl.formatMessage({ id: "banners" })}
      css={{
        display: "grid",
        gridAutoFlow: "column",
        gridAutoColumns: "100%",
        gap: space.sm,
        overflowX: "auto",
        scrollSnapType: "x mandatory",
        scrollbarWidth: "none",
        borderRadius: radius.md,
      }}
    >
      {data.value.banners.map((banner, index) => (
        <img
          key={banner.url}
          className="wl-banner"
          src={banner.url}
          alt={banner.title}
          width={750}
          height={300}
          loading={index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : "auto"}
          css={{
            scrollSnapAlign: "start",
            // The width/height attributes reserve the box; the height must follow the width.
            height: "auto",
            objectFit: "cover",
            borderRadius: radius.md,
            display: "block",
          }}
        />
      ))}
    </section>
  );
}
