/**
 * Mixing colours in OKLab (Björn Ottosson's perceptual colour space, 2020).
 *
 * Why not plain #RRGGBB arithmetic: sRGB channel values are neither light-linear nor hue-stable,
 * so a brand blue mixed with white drifts towards purple and the steps of a tint scale look
 * unevenly spaced. OKLab's L axis follows perceived lightness and its a/b axes keep hue steady
 * along a straight line, so moving a colour a fixed fraction towards white or black gives tints
 * and shades that look like the same colour, evenly lighter or darker. Moving towards black
 * scales all three OKLab coordinates together, which keeps the colour's chromaticity exactly;
 * towards white the result can leave the sRGB gamut by a hair, so channels are clipped.
 *
 * Cost: two 3×3 matrix products and three cube roots per conversion, no loops.
 */
import { parseHex, type Rgb, toHex } from "./color";

type Lab = [l: number, a: number, b: number];

/** sRGB channel 0..255 to linear light 0..1 (IEC 61966-2-1 transfer curve). */
function toLinear(channel: number): number {
  const s = channel / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Linear light 0..1 to sRGB channel 0..255, clipped to the gamut. */
function fromLinear(value: number): number {
  const v = Math.min(1, Math.max(0, value));
  return 255 * (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);
}

export function hexToOklab(hex: string): Lab {
  const [r, g, b] = parseHex(hex).map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

export function oklabToHex([lightness, a, b]: Lab): string {
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return toHex([
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ]);
}

/** `from` moved `amount` (0..1) of the way towards `to` in OKLab: 0 gives `from`, 1 gives `to`. */
export function towards(from: string, to: string, amount: number): string {
  if (amount <= 0) return from;
  if (amount >= 1) return to;
  const a = hexToOklab(from);
  const b = hexToOklab(to);
  return oklabToHex([0, 1, 2].map((i) => (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * amount) as Lab);
}
