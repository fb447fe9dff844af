/** Colours as the browser reports them, so a style assertion can start from the merchant file's hex. */

/** "#rrggbb" as getComputedStyle writes it: "rgb(r, g, b)". */
export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
