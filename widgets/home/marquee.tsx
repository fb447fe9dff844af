import { keyframes } from "@emotion/react";
import { useLayoutEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { Announcements } from "../../engine/api/content";
import { MARQUEE_SPEED_DEFAULT } from "../../engine/constants";
import type { Loadable } from "../../engine/stores/loadable";
import { color, radius, space } from "../../engine/theme/scales";
import { useStores } from "../../engine/ui/stores-context";

const scrollStart = keyframes({ to: { transform: "translateX(-100%)" } });
const scrollEnd = keyframes({ to: { transform: "translateX(100%)" } });

/**
 * The scrolling announcement line, moving at the spec's marquee speed (pixels per second) however
 * long the text is; it stands still for members who ask for reduced motion.
 */
export function Marquee({ data }: { data: Loadable<Announcements> }) {
  const intl = useIntl();
  const speed = useStores().config.banners?.marqueeSpeed ?? MARQUEE_SPEED_DEFAULT;
  const line = useRef<HTMLParagraphElement>(null);
  const [seconds, setSeconds] = useState(20);
  const text = data.state === "ready" ? data.value.player.map((item) => item.title).join("   ·   ") : "";

  useLayoutEffect(() => {
    // The line starts one box-width off screen (its padding) and runs until its end has left.
    if (line.current && text) setSeconds(Math.max(1, line.current.scrollWidth / speed));
  }, [text, speed]);

  if (!text) return null;
  return (
    <section
      aria-label={intl.formatMessage({ id: "announcements" })}
      css={{
        marginBlockStart: space.md,
        paddingBlock: space.sm,
        paddingInline: space.md,
        borderRadius: radius.md,
        background: color.surface,
        overflow: "hidden",
        whiteSpace: "nowrap",
      }}
    >
      <p
        ref={line}
        data-testid="marquee"
        css={{
          margin: 0,
          display: "inline-block",
          paddingInlineStart: "100%",
          animation: `${scrollStart} ${seconds}s linear infinite`,
          // Right-to-left text enters from the left and leaves to the right.
          "[dir=rtl] &": { animationName: scrollEnd },
          // Standing still, the line starts in view instead of one box-width away.
          "@media (prefers-reduced-motion: reduce)": { paddingInlineStart: 0, animation: "none" },
        }}
      >
        {text}
      </p>
    </section>
  );
}
