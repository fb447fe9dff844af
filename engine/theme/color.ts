/** Small colour arithmetic for theme tokens: #RRGGBB in, #RRGGBB out. */
export type Rgb = [number, number, number];

export const WHITE = "#ffffff";
/** The dark text colour the engine falls back to: softer than pure black on bright fills. */
export const NEAR_BLACK = "#111111";
export const BLACK = "#000000";

/** WCAG 2 level AA minimum contrast for normal-size text (success criterion 1.4.3). */
export const WCAG_AA_MIN_CONTRAST = 4.5;
/** WCAG 2 level AA minimum for large text (18 pt, or 14 pt bold) and for graphics that carry meaning (1.4.3, 1.4.11). */
export const WCAG_LARGE_MIN_CONTRAST = 3;

export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`"${hex}" is not a #RRGGBB colour`);
  return [
    Number.parseInt(match[1] ?? "", 16),
    Number.parseInt(match[2] ?? "", 16),
    Number.parseInt(match[3] ?? "", 16),
  ];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** `weight` of `a` over `b`, channel by channel. */
export function mix(a: string, b: string, weight: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([0, 1, 2].map((i) => (ca[i] ?? 0) * weight + (cb[i] ?? 0) * (1 - weight)) as Rgb);
}

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The candidate with the highest contrast on `background`; on a tie the earlier one wins, so
 * callers list the colour they would rather use first.
 */
export function mostReadable(background: string, candidates: readonly [string, ...string[]]): string {
  let best = candidates[0];
  let bestRatio = contrastRatio(best, background);
  for (const candidate of candidates.slice(1)) {
    const ratio = contrastRatio(candidate, background);
    if (ratio > bestRatio) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}

/** White or near-black, whichever reads better on `background`. */
export function textOn(background: string): string {
  return mostReadable(background, [WHITE, NEAR_BLACK]);
}
