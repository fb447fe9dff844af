import { useIntl } from "react-intl";
import type { Announcements } from "../../engine/api/content";
import type { Loadable } from "./home-model";

/** The scrolling announcement line; it stands still for members who ask for reduced motion. */
export function Marquee({ data }: { data: Loadable<Announcements> }) {
  const intl = useIntl();
  if (data.state !== "ready" || data.value.player.length === 0) return null;
  const text = data.value.player.map((item) => item.title).join("   ·   ");
  return (
    <section
      aria-label={intl.formatMessage({ id: "announcements" })}
      css={{
        marginBlockStart: 12,
        padding: "10px 12px",
        borderRadius: "var(--wl-radius)",
        background: "var(--wl-surface)",
        overflow: "hidden",
        whiteSpace: "nowrap",
      }}
    >
      <p
        data-testid="marquee"
        css={{
          margin: 0,
          display: "inline-block",
          paddingInlineStart: "100%",
          animation: "wl-marquee 22s linear infinite",
          "@keyframes wl-marquee": { to: { transform: "translateX(-100%)" } },
          "[dir=rtl] &": { animationDirection: "reverse" },
        }}
      >
        {text}
      </p>
    </section>
  );
}
