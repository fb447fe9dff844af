import type { CSSObject } from "@emotion/react";
import { LAYOUT } from "../theme/layout";

/**
 * The look of every text input of the sign-in forms: thumb-sized, 16 px text (so iOS does not
 * zoom), the theme's surface, a danger outline when invalid and a visible keyboard focus ring.
 */
export function inputStyle(invalid = false): CSSObject {
  return {
    minWidth: 0,
    minHeight: LAYOUT.minTouch,
    padding: "0 12px",
    font: "inherit",
    fontSize: 16,
    color: "var(--wl-text)",
    background: "var(--wl-surface)",
    border: `${invalid ? 2 : 1}px solid ${invalid ? "var(--wl-danger)" : "var(--wl-border)"}`,
    borderRadius: "var(--wl-radius)",
    "&:focus-visible": { outline: "3px solid var(--wl-accent)", outlineOffset: 1 },
  };
}
