import { checkThemeContrast } from "../../../../engine/theme/contrast";
import type { CrossFieldRule } from "./rule";

const COLOUR = /^#[0-9A-Fa-f]{6}$/;

/**
 * Text must stay readable (WCAG AA) on every surface the theme produces. The engine's own check
 * is used, so validation and rendering agree on which colours are derived and how.
 */
export const themeIsReadable: CrossFieldRule = (config) => {
  const theme = config.theme;
  // A malformed colour is the schema's problem to report; the contrast maths would throw on it.
  const colours = theme ? [theme.primary, theme.accent, theme.background, theme.surface, theme.text] : [];
  if (!theme || !colours.every((colour) => COLOUR.test(colour))) return [];
  return checkThemeContrast(theme).map(({ pointer, message }) => ({ pointer, message }));
};
