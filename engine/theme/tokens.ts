import type { ThemeInputs } from "../config/merchant-config";
import {
  contrastRatio,
  mostReadable,
  NEAR_BLACK,
  WCAG_AA_MIN_CONTRAST,
  WCAG_LARGE_MIN_CONTRAST,
  WHITE,
} from "./color";
import { towards } from "./oklab";
import { SCALE_STEPS, tonalScale } from "./scale";
import { deriveNeutrals, readsOnAll } from "./surfaces";

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", sans-serif';

/** The schema's default corner radius, in px. */
export const DEFAULT_RADIUS = 12;

export type ThemeVariables = Record<`--wl-${string}`, string>;

/**
 * Text colour for a filled area: the theme's own text colour, white or near-black, whichever
 * has the highest contrast on `fill` (the theme's text wins a tie).
 */
export function onColour(theme: ThemeInputs, fill: string): string {
  return mostReadable(fill, [theme.text, WHITE, NEAR_BLACK]);
}

/** `--wl-<name>-<step>` and `--wl-on-<name>-<step>` for every step of `base`'s tonal scale. */
function scaleVariables(theme: ThemeInputs, name: string, base: string): ThemeVariables {
  const scale = tonalScale(base);
  const variables: ThemeVariables = {};
  for (const step of SCALE_STEPS) variables[`--wl-${name}-${step}`] = scale[step];
  for (const step of SCALE_STEPS) variables[`--wl-on-${name}-${step}`] = onColour(theme, scale[step]);
  return variables;
}

/** A background a colour must read on, and the ratio it needs there. */
type Requirement = readonly [background: string, minimum: number];

/**
 * A brand colour to write text in (links, active tabs, labels): the nearest step of its scale,
 * moving away from the page's lightness, that meets every requirement (AA on every surface text
 * sits on); the theme's text colour if no step does.
 */
export function brandText(theme: ThemeInputs, base: string, requirements: readonly Requirement[]): string {
  const scale = tonalScale(base);
  const order = theme.mode === "dark" ? [...SCALE_STEPS].reverse() : SCALE_STEPS;
  const start = order.indexOf(500);
  for (const step of order.slice(start)) {
    const colour = scale[step];
    if (requirements.every(([background, minimum]) => contrastRatio(colour, background) >= minimum))
      return colour;
  }
  return theme.text;
}

/** The red of errors and alerts: the mode's own, moved towards the text colour until it reads on every surface. */
function dangerText(theme: ThemeInputs, surfaces: readonly string[]): string {
  const red = theme.mode === "dark" ? "#ff6b6b" : "#c62828";
  for (const amount of [0, 0.25, 0.5, 0.75]) {
    const colour = towards(red, theme.text, amount);
    if (readsOnAll(colour, surfaces)) return colour;
  }
  return theme.text;
}

/**
 * Corner radii: `sm` for chips and small controls (half), `lg` for sheets and dialogs (one and
 * a half), `pill` for fully rounded ends. A square brand (radius 0) stays square everywhere.
 */
function radiusVariables(radius: number): ThemeVariables {
  return {
    "--wl-radius": `${radius}px`,
    "--wl-radius-sm": `${Math.round(radius / 2)}px`,
    "--wl-radius-lg": `${Math.round(radius * 1.5)}px`,
    "--wl-radius-pill": radius === 0 ? "0px" : "9999px",
  };
}

/**
 * The merchant's few brand inputs turned into the CSS variables every component reads.
 * The build writes the same variables into index.html so the static shell paints in brand
 * colours before any JavaScript runs. Pure and cheap: a few dozen colour conversions, no search
 * beyond a handful of fixed candidates.
 */
export function themeVariables(theme: ThemeInputs): ThemeVariables {
  const neutrals = deriveNeutrals(theme);
  // Every surface text sits on; the brand text also marks a chosen row (its check mark, a graphic).
  const surfaces = [theme.background, theme.surface, neutrals.surfaceRaised, neutrals.surfaceSunken];
  const onSurfaces = surfaces.map((surface) => [surface, WCAG_AA_MIN_CONTRAST] as const);
  return {
    "--wl-primary": theme.primary,
    "--wl-on-primary": onColour(theme, theme.primary),
    "--wl-primary-soft": neutrals.primarySoft,
    "--wl-primary-text": brandText(theme, theme.primary, [
      ...onSurfaces,
      [neutrals.primarySoft, WCAG_LARGE_MIN_CONTRAST],
    ]),
    "--wl-accent": theme.accent,
    "--wl-on-accent": onColour(theme, theme.accent),
    "--wl-accent-text": brandText(theme, theme.accent, onSurfaces),
    "--wl-bg": theme.background,
    "--wl-surface": theme.surface,
    "--wl-surface-raised": neutrals.surfaceRaised,
    "--wl-surface-sunken": neutrals.surfaceSunken,
    "--wl-text": theme.text,
    "--wl-text-muted": neutrals.textMuted,
    "--wl-border": neutrals.border,
    "--wl-skeleton": neutrals.skeleton,
    "--wl-danger": dangerText(theme, surfaces),
    ...radiusVariables(theme.radius ?? DEFAULT_RADIUS),
    "--wl-font": !theme.font || theme.font === "system" ? SYSTEM_FONT : `${theme.font}, ${SYSTEM_FONT}`,
    ...scaleVariables(theme, "primary", theme.primary),
    ...scaleVariables(theme, "accent", theme.accent),
  };
}

export function variablesToCss(selector: string, variables: Record<string, string>): string {
  const body = Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `${selector}{${body}}`;
}
