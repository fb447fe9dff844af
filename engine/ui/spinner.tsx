import { keyframes } from "@emotion/react";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

/** Decorative: the busy control or region around it carries aria-busy for screen readers. */
export function Spinner({ size = 24 }: { size?: number }) {
  return (
    <span
      aria-hidden="true"
      css={{
        display: "inline-block",
        flex: "none",
        width: size,
        height: size,
        border: "3px solid currentColor",
        borderInlineEndColor: "transparent",
        borderRadius: "50%",
        animation: `${spin} 0.8s linear infinite`,
      }}
    />
  );
}
