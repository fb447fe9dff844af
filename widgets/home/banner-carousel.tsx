import { observer } from "mobx-react-lite";
import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { Banner } from "../../engine/api/content";
import { BANNER_AUTOPLAY_MS } from "../../engine/constants";
import { color, focusRing, motion, radius, space } from "../../engine/theme/scales";
import { BannerImage, BannerPlaceholder } from "../../engine/ui/banner-placeholder";
import { IconButton } from "../../engine/ui/button";
import { Skeleton } from "../../engine/ui/skeleton";
import { row } from "../../engine/ui/stack";
import { useStores } from "../../engine/ui/stores-context";
import { useBlobImage } from "../../engine/ui/use-blob-image";
import { openBanner } from "./play-actions";

/**
 * One banner: its picture fetched as a blob (spec section 7). Until it arrives, and if it fails,
 * the first keeps the lead banner the page already painted; the others show the skeleton's box.
 */
function BannerPicture({ banner, first }: { banner: Banner; first: boolean }) {
  const stores = useStores();
  const src = useBlobImage(banner.url, stores.fetchBlob);
  if (!src) return first ? <BannerPlaceholder /> : <Skeleton className="wl-banner" />;
  return <BannerImage src={src} />;
}

const bannerKey = (banner: Banner) => `${banner.url}|${banner.title}|${banner.linkage ?? ""}`;

const reducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Home's banners: swiped sideways (snapping), turning by themselves until the member touches,
 * scrolls, focuses or pauses them (and never for members who ask for reduced motion). Each
 * banner is a button named by its title that does what its click item says.
 */
export const BannerCarousel = observer(function BannerCarousel({ banners }: { banners: Banner[] }) {
  const stores = useStores();
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion());

  const show = useCallback((index: number) => {
    const list = track.current;
    if (!list) return;
    const sign = getComputedStyle(list).direction === "rtl" ? -1 : 1;
    // A scroll offset is physical: scrollLeft runs negative in a right-to-left page, the sign mirrors it.
    list.scrollTo({ left: sign * index * list.clientWidth, behavior: "smooth" });
  }, []);

  useEffect(() => {
    if (!playing || banners.length < 2) return;
    const timer = setInterval(() => show((current + 1) % banners.length), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, current, banners.length, show]);

  if (banners.length === 0) return null;
  const stop = () => setPlaying(false);

  return (
    <section aria-roledescription="carousel" aria-label={intl.formatMessage({ id: "banners" })}>
      <ul
        ref={track}
        onPointerDown={stop}
        onWheel={stop}
        onFocus={stop}
        onScroll={(event) => {
          const list = event.currentTarget;
          if (list.clientWidth) setCurrent(Math.round(Math.abs(list.scrollLeft) / list.clientWidth));
        }}
        css={{
          listStyle: "none",
          margin: 0,
          padding: 0,
          display: "grid",
          gridAutoFlow: "column",
          gridAutoColumns: "100%",
          overflowX: "auto",
          scrollSnapType: "x mandatory",
          scrollbarWidth: "none",
          borderRadius: radius.md,
        }}
      >
        {banners.map((banner, index) => (
          <li key={bannerKey(banner)} css={{ scrollSnapAlign: "start" }}>
            <button
              type="button"
              aria-label={banner.title}
              onClick={() => openBanner(stores, banner)}
              css={{
                display: "block",
                width: "100%",
                padding: 0,
                border: 0,
                background: "none",
                cursor: "pointer",
                ...focusRing(-3),
              }}
            >
              <BannerPicture banner={banner} first={index === 0} />
            </button>
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <div css={[row("xs", { justify: "center" }), { marginBlockStart: space.xs }]}>
          {banners.map((banner, index) => (
            <button
              key={bannerKey(banner)}
              type="button"
              aria-label={intl.formatMessage(
                { id: "banner_position" },
                { index: index + 1, count: banners.length },
              )}
              aria-current={index === current || undefined}
              onClick={() => {
                stop();
                show(index);
              }}
              // The dot is small; the button around it is a thumb's width and the row's height.
              css={{
                width: 24,
                height: 24,
                display: "grid",
                placeItems: "center",
                padding: 0,
                border: 0,
                background: "none",
                cursor: "pointer",
                "&::after": {
                  content: '""',
                  width: index === current ? 16 : 6,
                  height: 6,
                  borderRadius: radius.pill,
                  background: index === current ? color.primary : color.border,
                  transition: `width ${motion.quick}`,
                },
                ...focusRing(-2),
              }}
            />
          ))}
          <IconButton
            label={intl.formatMessage({ id: playing ? "banner_pause" : "banner_play" })}
            onClick={() => setPlaying(!playing)}
            // As small as the dots it sits with: 24 px, the least target WCAG 2.2 allows (2.5.8).
            css={{ minWidth: 24, minHeight: 24, color: color.textMuted }}
          >
            <span aria-hidden="true" css={{ fontSize: 12 /* a glyph sized to the dots, not text */ }}>
              {playing ? "❚❚" : "▶"}
            </span>
          </IconButton>
        </div>
      )}
    </section>
  );
});
