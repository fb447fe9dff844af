/**
 * The theme's readability check: every pair of text and the colour it sits on must reach the
 * WCAG AA contrast for normal text. Each problem names the pair, the ratio, the minimum and the
 * merchant.json input to change, so an operator can fix the theme without reading code.
 */
import type { ThemeInputs } from "../config/merchant-config";
import { contrastRatio, luminance, WCAG_AA_MIN_CONTRAST } from "./color";
import { themeVariables } from "./tokens";

export { WCAG_AA_MIN_CONTRAST };

export interface ContrastProblem {
  /** Input or token name of the text colour, e.g. "text", "text-muted", "on-primary". */
  foreground: string;
  /** Input name of the colour the text sits on, e.g. "surface". */
  background: string;
  /** Contrast ratio rounded down to 2 decimals, so a failing pair never shows as the minimum. */
  ratio: number;
  minimum: number;
  /** JSON pointer, in merchant.json, of the input to change. */
  pointer: string;
  message: string;
}

type Input = "background" | "surface" | "text" | "primary" | "accent";

interface Pair {
  foreground: string;
  background: Input;
  /** How the foreground is named in the message. */
  label: string;
  foregroundColour: string;
  pointer: string;
  /** What to change; told whether the text is the lighter of the two. */
  advice: (textIsLighter: boolean) => string;
}

const ptr = (input: Input) => `/theme/${input}`;
/** The way to move the text, and the opposite way to move what it sits on, to pull them apart. */
const moveText = (textIsLighter: boolean) => (textIsLighter ? "lighten" : "darken");
const moveBackground = (textIsLighter: boolean) => (textIsLighter ? "darken" : "lighten");

function inputTextPair(theme: ThemeInputs, background: Input): Pair {
  return {
    foreground: "text",
    background,
    label: "text",
    foregroundColour: theme.text,
    pointer: ptr("text"),
    advice: (lighter) =>
      `${moveText(lighter)} ${ptr("text")} or ${moveBackground(lighter)} ${ptr(background)}`,
  };
}

function mutedTextPair(muted: string, background: Input): Pair {
  return {
    foreground: "text-muted",
    background,
    label: "muted text",
    foregroundColour: muted,
    pointer: ptr("text"),
    advice: (lighter) => `${moveText(lighter)} ${ptr("text")}, from which muted text is mixed`,
  };
}

function onFillPair(onColour: string, fill: "primary" | "accent"): Pair {
  return {
    foreground: `on-${fill}`,
    background: fill,
    label: `on-${fill} text`,
    foregroundColour: onColour,
    pointer: ptr(fill),
    advice: () =>
      `neither white, near-black nor ${ptr("text")} reaches ${WCAG_AA_MIN_CONTRAST}:1 on it, so darken ${ptr(fill)} for light text or lighten it for dark text`,
  };
}

/** Every text/background pair the theme produces that falls below WCAG AA, in a fixed order. */
export function checkThemeContrast(theme: ThemeInputs): ContrastProblem[] {
  const variables = themeVariables(theme);
  const muted = variables["--wl-text-muted"] ?? theme.text;
  const pairs: Pair[] = [
    inputTextPair(theme, "background"),
    inputTextPair(theme, "surface"),
    mutedTextPair(muted, "surface"),
    mutedTextPair(muted, "background"),
    onFillPair(variables["--wl-on-primary"] ?? theme.text, "primary"),
    onFillPair(variables["--wl-on-accent"] ?? theme.text, "accent"),
  ];
  const problems: ContrastProblem[] = [];
  for (const pair of pairs) {
    const backgroundColour = theme[pair.background];
    const exact = contrastRatio(pair.foregroundColour, backgroundColour);
    if (exact >= WCAG_AA_MIN_CONTRAST) continue;
    const ratio = Math.floor(exact * 100) / 100;
    const textIsLighter = luminance(pair.foregroundColour) > luminance(backgroundColour);
    problems.push({
      foreground: pair.foreground,
      background: pair.background,
      ratio,
      minimum: WCAG_AA_MIN_CONTRAST,
      pointer: pair.pointer,
      message:
        `${pair.label} ${pair.foregroundColour} on ${pair.background} ${backgroundColour} has contrast ${ratio}:1, ` +
        `below the WCAG AA minimum of ${WCAG_AA_MIN_CONTRAST}:1; ${pair.advice(textIsLighter)}`,
    });
  }
  return problems;
}
