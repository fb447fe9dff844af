/**
 * The theme's readability check: every pair of a text colour and a colour it sits on that the
 * engine draws must reach WCAG AA, 4.5:1 for text and 3:1 for a graphic that carries meaning
 * (docs/decisions.md, "The colour pairs the theme guarantees"). Each problem names the pair, the
 * ratio, the minimum and the merchant.json input to change, so an operator can fix the theme
 * without reading code. `merchant validate` and the build run it on the colours the build writes.
 */
import type { ThemeInputs } from "../config/merchant-config";
import { contrastRatio, luminance, WCAG_AA_MIN_CONTRAST, WCAG_LARGE_MIN_CONTRAST } from "./color";
import { themeVariables } from "./tokens";

export { WCAG_AA_MIN_CONTRAST, WCAG_LARGE_MIN_CONTRAST };

export interface ContrastProblem {
  /** Token name of the text colour, e.g. "text", "text-muted", "on-primary". */
  foreground: string;
  /** Name of the colour the text sits on: an input ("surface") or a derived token ("surface-raised"). */
  background: string;
  /** Contrast ratio rounded down to 2 decimals, so a failing pair never shows as the minimum. */
  ratio: number;
  minimum: number;
  /** JSON pointer, in merchant.json, of the input to change. */
  pointer: string;
  message: string;
}

type Input = "background" | "surface" | "text" | "primary" | "accent";
/** The colours text sits on: the inputs, and the surfaces the engine mixes from them. */
type Ground =
  | "background"
  | "surface"
  | "surface-raised"
  | "surface-sunken"
  | "primary-soft"
  | "primary"
  | "accent";
type Foreground =
  | "text"
  | "text-muted"
  | "primary-text"
  | "accent-text"
  | "danger"
  | "on-primary"
  | "on-accent";

export interface GuaranteedPair {
  foreground: Foreground;
  background: Ground;
  /** 4.5 for text of any size; 3 where only large text or a graphic (a check mark) sits. */
  minimum: number;
  /** Where the engine draws it, for the decision record and the unit test's names. */
  use: string;
  /**
   * A pair of colours the engine mixes: it passes whenever the theme's text passes on the input
   * it is mixed from, so it is reported only when that does pass (else that line names the fix).
   */
  derived: boolean;
}

const pair = (
  foreground: Foreground,
  background: Ground,
  use: string,
  { minimum = WCAG_AA_MIN_CONTRAST, derived = true } = {},
): GuaranteedPair => ({ foreground, background, minimum, use, derived });

const TEXT_GROUNDS: readonly Ground[] = ["background", "surface", "surface-raised", "surface-sunken"];
const own = { derived: false };

/** Every pair the engine draws: the inputs' own and the fills' first, then the derived colours'. */
export const GUARANTEED_PAIRS: readonly GuaranteedPair[] = [
  pair("text", "background", "the page", own),
  pair("text", "surface", "cards, sheets, dialogs, bars", own),
  pair("text-muted", "surface", "hints, dates, second lines", own),
  pair("text-muted", "background", "hints on the page", own),
  pair("on-primary", "primary", "primary buttons, the top bar", own),
  pair("on-accent", "accent", "secondary buttons, badges", own),
  pair("text", "surface-raised", "the download bar"),
  pair("text", "surface-sunken", "wells and inputs"),
  pair("text", "primary-soft", "a chosen row"),
  pair("text-muted", "surface-raised", "the download bar"),
  pair("text-muted", "surface-sunken", "wells and inputs"),
  pair("text-muted", "primary-soft", "a chosen row's detail line"),
  ...TEXT_GROUNDS.map((ground) => pair("primary-text", ground, "links, labels, the active tab")),
  ...TEXT_GROUNDS.map((ground) => pair("accent-text", ground, "ratings, levels, rewards")),
  ...TEXT_GROUNDS.map((ground) => pair("danger", ground, "errors, alerts, the unread badge")),
  pair("primary-text", "primary-soft", "a chosen row's check mark", { minimum: WCAG_LARGE_MIN_CONTRAST }),
];

/** The theme input each ground is, or is mixed from: text that fails on the input fails here too. */
const BASE: Record<Ground, Input> = {
  background: "background",
  surface: "surface",
  "surface-raised": "surface",
  "surface-sunken": "surface",
  "primary-soft": "background",
  primary: "primary",
  accent: "accent",
};

const variableOf = (name: Ground | Foreground): string =>
  name === "background" ? "--wl-bg" : `--wl-${name}`;
const ptr = (input: Input) => `/theme/${input}`;
/** For a surface the engine mixes, the input it is mixed from. */
const mixedFrom = (ground: Ground) => (BASE[ground] === ground ? "" : ` (mixed from ${ptr(BASE[ground])})`);
/** The way to move the text, and the opposite way to move what it sits on, to pull them apart. */
const moveText = (textIsLighter: boolean) => (textIsLighter ? "lighten" : "darken");
const moveBackground = (textIsLighter: boolean) => (textIsLighter ? "darken" : "lighten");

const LABELS: Record<Foreground, string> = {
  text: "text",
  "text-muted": "muted text",
  "primary-text": "primary text",
  "accent-text": "accent text",
  danger: "error text",
  "on-primary": "on-primary text",
  "on-accent": "on-accent text",
};

/** The input to change, and how. */
function advice(pair: GuaranteedPair, textIsLighter: boolean): { pointer: string; advice: string } {
  const base = ptr(BASE[pair.background]);
  switch (pair.foreground) {
    case "text":
      return {
        pointer: ptr("text"),
        advice: `${moveText(textIsLighter)} ${ptr("text")} or ${moveBackground(textIsLighter)} ${base}`,
      };
    case "on-primary":
    case "on-accent": {
      const fill = pair.background === "accent" ? "accent" : "primary";
      return {
        pointer: ptr(fill),
        advice: `neither white, near-black nor ${ptr("text")} reaches ${pair.minimum}:1 on it, so darken ${ptr(fill)} for light text or lighten it for dark text`,
      };
    }
    case "text-muted":
      return {
        pointer: ptr("text"),
        advice: `${moveText(textIsLighter)} ${ptr("text")}, from which muted text is mixed`,
      };
    default:
      // Brand and error text fall back to the theme's text where no shade of theirs reads.
      return {
        pointer: ptr("text"),
        advice: `${moveText(textIsLighter)} ${ptr("text")}, which ${LABELS[pair.foreground]} falls back to, or ${moveBackground(textIsLighter)} ${base}`,
      };
  }
}

/**
 * Every pair of GUARANTEED_PAIRS the theme's colours leave below its minimum, in the table's
 * order. `variables` are the colours the build writes for the theme (a test passes others).
 */
export function checkThemeContrast(
  theme: ThemeInputs,
  variables: Readonly<Record<string, string | undefined>> = themeVariables(theme),
): ContrastProblem[] {
  const colour = (name: Ground | Foreground) => variables[variableOf(name)] ?? theme.text;
  const problems: ContrastProblem[] = [];
  for (const pair of GUARANTEED_PAIRS) {
    const foregroundColour = colour(pair.foreground);
    const backgroundColour = colour(pair.background);
    const exact = contrastRatio(foregroundColour, backgroundColour);
    if (exact >= pair.minimum) continue;
    // A derived pair failing with the theme's own text on its input: that line names the fix.
    const basePair = `text on ${BASE[pair.background]}`;
    if (pair.derived && problems.some((p) => `${p.foreground} on ${p.background}` === basePair)) continue;
    const ratio = Math.floor(exact * 100) / 100;
    const textIsLighter = luminance(foregroundColour) > luminance(backgroundColour);
    const { pointer, advice: what } = advice(pair, textIsLighter);
    const minimumName =
      pair.minimum === WCAG_AA_MIN_CONTRAST
        ? `the WCAG AA minimum of ${pair.minimum}:1`
        : `the WCAG AA minimum of ${pair.minimum}:1 for graphics and large text`;
    problems.push({
      foreground: pair.foreground,
      background: pair.background,
      ratio,
      minimum: pair.minimum,
      pointer,
      message:
        `${LABELS[pair.foreground]} ${foregroundColour} on ${pair.background} ${backgroundColour}${mixedFrom(pair.background)} has contrast ${ratio}:1, ` +
        `below ${minimumName}; ${what}`,
    });
  }
  return problems;
}
