import type { CSSObject } from "@emotion/react";
import { LAYOUT } from "../theme/layout";
import { color, focusRing, radius, space, text } from "../theme/scales";

/**
 * The look of every text input: thumb-sized, body text (16 px, so iOS does not zoom), the
 * theme's surface, a danger outline when invalid and a visible keyboard focus ring.
 */
export function inputStyle(invalid = false): CSSObject {
  return {
    minWidth: 0,
    minHeight: LAYOUT.minTouch,
    paddingInline: space.md,
    font: "inherit",
    ...text.body,
    color: color.text,
    background: color.surface,
    border: `${invalid ? 2 : 1}px solid ${invalid ? color.danger : color.border}`,
    borderRadius: radius.md,
    ...focusRing(1),
  };
}
