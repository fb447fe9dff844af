/** Tonal scales: one brand colour spread into ten steps from a pale tint to a deep shade. */
import { BLACK, contrastRatio, NEAR_BLACK, WCAG_AA_MIN_CONTRAST, WHITE } from "./color";
import { towards } from "./oklab";

export const SCALE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type ScaleStep = (typeof SCALE_STEPS)[number];

/** The step that is the brand colour itself. */
export const BASE_STEP = 500;

/**
 * How far shades go towards black at step 1000. Stopping short of black keeps the brand's hue
 * in 900 (60% of the way) instead of ending in an anonymous near-black.
 */
const SHADE_REACH = 0.75;

/** Extra mix tried, a step at a time, to move a tint or shade out of the unreadable band. */
const NUDGE = 0.02;
const MAX_NUDGES = 5;

/** Whether white or near-black text reaches the WCAG AA minimum on `fill`. */
function carriesText(fill: string): boolean {
  return Math.max(contrastRatio(WHITE, fill), contrastRatio(NEAR_BLACK, fill)) >= WCAG_AA_MIN_CONTRAST;
}

/**
 * `base` moved `amount` towards `target`. In a narrow band of mid lightness (WCAG luminance
 * about 0.18 to 0.20) neither white nor near-black text reaches 4.5:1; a step that lands there
 * is moved a little further the same way, just out of the band, so it can carry text. The
 * nudge is far smaller than the gap between steps, so the scale's order is kept.
 */
function step(base: string, target: string, amount: number): string {
  let colour = towards(base, target, amount);
  for (let nudge = 1; nudge <= MAX_NUDGES && !carriesText(colour); nudge++) {
    colour = towards(base, target, amount + nudge * NUDGE);
  }
  return colour;
}

/**
 * The ten steps of `base`: 500 is `base` unchanged; below it each step moves a further fifth
 * of the way towards white (400 → 20%, …, 100 → 80%, 50 → 90%); above it each step moves a
 * further 15% towards black (600 → 15%, …, 900 → 60%). Mixed in OKLab (see oklab.ts), so the
 * steps keep the brand's hue and get evenly lighter or darker to the eye. Every step but 500
 * can carry white or near-black text at WCAG AA (see `step`); 500 is the brand's own colour,
 * which the contrast check judges.
 */
export function tonalScale(base: string): Record<ScaleStep, string> {
  const scale = {} as Record<ScaleStep, string>;
  for (const s of SCALE_STEPS) {
    scale[s] =
      s === BASE_STEP
        ? base
        : s < BASE_STEP
          ? step(base, WHITE, (BASE_STEP - s) / BASE_STEP)
          : step(base, BLACK, ((s - BASE_STEP) / BASE_STEP) * SHADE_REACH);
  }
  return scale;
}
