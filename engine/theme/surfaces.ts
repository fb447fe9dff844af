/**
 * Neutral colours derived from the theme's text and surface: surface variants for layering, the
 * brand tint of a chosen row, muted text, borders and skeleton placeholders. Where a colour
 * carries text, the mix is eased off until the text still reaches the WCAG AA minimum, so a theme
 * whose own text passes gets passing derived colours too (docs/decisions.md, "The colour pairs
 * the theme guarantees").
 */
import type { ThemeInputs } from "../config/merchant-config";
import { BLACK, contrastRatio, WCAG_AA_MIN_CONTRAST, WHITE } from "./color";
import { towards } from "./oklab";

/** Fractions of the planned mix tried in turn, from the full look down to a quarter of it. */
const EASING = [1, 0.75, 0.5, 0.25] as const;

export function readsOnAll(foreground: string, backgrounds: readonly string[]): boolean {
  return backgrounds.every((background) => contrastRatio(foreground, background) >= WCAG_AA_MIN_CONTRAST);
}

/**
 * `from` moved towards `to` by `amount`, or by less if that is what keeps `ok` true. Falls back
 * to `from` itself (no mix) when no amount does: the contrast check reports that theme.
 */
function easedTowards(from: string, to: string, amount: number, ok: (colour: string) => boolean): string {
  for (const ease of EASING) {
    const colour = towards(from, to, amount * ease);
    if (ok(colour)) return colour;
  }
  return from;
}

export interface Neutrals {
  /** Cards and sheets above the surface: lighter in both modes, as light comes from above. */
  surfaceRaised: string;
  /** Wells and inputs set into the surface. */
  surfaceSunken: string;
  /** A chosen row (the selected language, the checked payment channel, the member's own rank): the page tinted with the brand. */
  primarySoft: string;
  textMuted: string;
  border: string;
  skeleton: string;
}

export function deriveNeutrals(theme: ThemeInputs): Neutrals {
  const { text, surface, background } = theme;
  const textReads = (colour: string) => readsOnAll(text, [colour]);
  const dark = theme.mode === "dark";
  const surfaceRaised = dark
    ? easedTowards(surface, text, 0.05, textReads)
    : easedTowards(surface, WHITE, 0.5, textReads);
  const surfaceSunken = dark
    ? easedTowards(surface, BLACK, 0.3, textReads)
    : easedTowards(surface, text, 0.05, textReads);
  const primarySoft = easedTowards(background, theme.primary, 0.16, textReads);
  // Muted text is 70% of the way from surface to text; nearer to text if that is what it takes to
  // stay readable on every background it may sit on (a chosen row's detail line included).
  const textMuted = easedTowards(text, surface, 0.3, (colour) =>
    readsOnAll(colour, [background, surface, surfaceRaised, surfaceSunken, primarySoft]),
  );
  return {
    surfaceRaised,
    surfaceSunken,
    primarySoft,
    textMuted,
    border: towards(surface, text, 0.16),
    skeleton: towards(surface, text, 0.08),
  };
}
