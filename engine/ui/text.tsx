import type { CSSObject } from "@emotion/react";
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from "react";
import { color, type TextStep, text, weight as weights } from "../theme/scales";

export type Tone = "default" | "muted" | "danger" | "brand" | "accent";

const TONES: Record<Tone, string | undefined> = {
  default: undefined,
  muted: color.textMuted,
  danger: color.danger,
  brand: color.primaryText,
  accent: color.accentText,
};

/** The style of a run of text on the scales: size, tone, weight, alignment; no outer margin. */
export function textStyle({
  size = "body",
  tone = "default",
  weight,
  align,
}: {
  size?: TextStep;
  tone?: Tone;
  weight?: keyof typeof weights;
  align?: "start" | "center" | "end";
}): CSSObject {
  return {
    margin: 0,
    ...text[size],
    ...(TONES[tone] ? { color: TONES[tone] } : {}),
    ...(weight ? { fontWeight: weights[weight] } : {}),
    ...(align ? { textAlign: align } : {}),
  };
}

/**
 * A paragraph (or heading, or span) of text on the type scale. Spacing between blocks comes
 * from the Stack around them, so text carries no margins of its own.
 */
export function Text({
  as: Element = "p",
  size,
  tone,
  weight,
  align,
  children,
  ...rest
}: {
  as?: ElementType;
  size?: TextStep;
  tone?: Tone;
  weight?: keyof typeof weights;
  align?: "start" | "center" | "end";
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<"p">, "children">) {
  return (
    <Element css={textStyle({ size, tone, weight, align })} {...rest}>
      {children}
    </Element>
  );
}

/** Out of sight, still read by screen readers (a page's title when the page shows its brand instead). */
export const visuallyHidden: CSSObject = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
};
