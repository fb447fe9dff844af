import { keyframes } from "@emotion/react";
import { useEffect, useRef, useState } from "react";
import { LAZY_LOAD_THRESHOLD_PX } from "../constants";
import { color, motion, radius } from "../theme/scales";

const fadeIn = keyframes({ from: { opacity: 0 } });

/**
 * A picture below the fold: fetched only when it comes within the spec's lazy-load threshold of
 * the screen (100 px, spec section 9), watched by an IntersectionObserver (which already batches,
 * so the spec's 150 ms scroll throttle has nothing left to do). Until it arrives, and if it
 * fails, its box shows the skeleton colour: never a broken-image icon, never a jump.
 */
export function LazyImage({
  src,
  width,
  height,
  alt = "",
  rounded = "md",
  className,
}: {
  src: string | undefined;
  width: number;
  height: number;
  alt?: string;
  rounded?: keyof typeof radius;
  className?: string;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  const [state, setState] = useState<"waiting" | "loaded" | "failed">("waiting");

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_LOAD_THRESHOLD_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <span
      ref={box}
      className={className}
      css={{
        display: "block",
        width,
        height,
        flex: "none",
        overflow: "hidden",
        borderRadius: radius[rounded],
        background: state === "loaded" ? "transparent" : color.skeleton,
      }}
    >
      {near && src && state !== "failed" && (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
          css={{
            display: "block",
            width: "100%",
            height: "100%",
            objectFit: "cover",
            opacity: state === "loaded" ? 1 : 0,
            animation: state === "loaded" ? `${fadeIn} ${motion.quick} ease-out` : "none",
          }}
        />
      )}
    </span>
  );
}
