/**
 * The design scales every style is written in: spacing, type, corner radii, elevation, layers
 * and the brand colours by name. One module, read both by `baseCss()` (the static shell in
 * index.html) and by React's styles, so the two draw the same page. A literal outside these
 * scales is an exception and carries a comment saying why.
 *
 * Spacing and type are the same for every merchant and stay plain numbers (px), so styles can
 * add them (`LAYOUT.tabBarHeight + space.md`). Colours and radii belong to the merchant's theme:
 * they are CSS variables (engine/theme/tokens.ts writes them), named here so a typo is a type error.
 */

/** Gaps, paddings and margins, in px: a 4-px rhythm with larger steps further apart. */
export const space = {
  /** Icon to its label, a line to its hint. */
  xs: 4,
  /** Between controls of one row; inside chips. */
  sm: 8,
  /** Card and bar paddings; between list items. */
  md: 12,
  /** Between fields of a form; page padding. */
  lg: 16,
  /** Between sections; dialog paddings. */
  xl: 24,
  /** Around a page's one message (empty, error, not found). */
  xxl: 48,
} as const;

export type Space = keyof typeof space;

/**
 * Text sizes with their line heights. `body` is 16 px because iOS zooms into any input whose
 * text is smaller.
 */
export const text = {
  /** Tab-bar labels, counts, badges. */
  caption: { fontSize: 12, lineHeight: 1.35 },
  /** Hints, errors, secondary lines. */
  small: { fontSize: 14, lineHeight: 1.4 },
  body: { fontSize: 16, lineHeight: 1.45 },
  /** Sheet and card titles, the brand name. */
  lead: { fontSize: 18, lineHeight: 1.35 },
  /** Section headings, dialog titles. */
  heading: { fontSize: 20, lineHeight: 1.3 },
  /** A page's own title. */
  title: { fontSize: 24, lineHeight: 1.25 },
} as const;

export type TextStep = keyof typeof text;

export const weight = { regular: 400, medium: 600, bold: 700 } as const;

/** Corner radii from the merchant's `theme.radius` (a square brand stays square everywhere). */
export const radius = {
  /** Chips, flags, small images. */
  sm: "var(--wl-radius-sm)",
  /** Buttons, fields, cards. */
  md: "var(--wl-radius)",
  /** Sheets and dialogs. */
  lg: "var(--wl-radius-lg)",
  pill: "var(--wl-radius-pill)",
} as const;

/** Shadows: how far a thing floats above the page. */
export const elevation = {
  /** A card lifted off the page. */
  raised: "0 1px 3px rgb(0 0 0 / 0.12), 0 1px 2px rgb(0 0 0 / 0.08)",
  /** A notice floating over the page (update card, toast). */
  floating: "0 8px 24px rgb(0 0 0 / 0.25)",
  /** A dialog over a dimmed page. */
  modal: "0 12px 32px rgb(0 0 0 / 0.3)",
} as const;

/** Stacking order of what sits above the page, lowest first. */
export const layer = {
  /** The fixed top bar and tab bar. */
  bars: 10,
  /**
   * The mini-game's container: over the page, but under the app's own floating buttons and the
   * menus they open (the shortcut's list would otherwise sit under a ball parked at the edge).
   */
  miniGame: 19,
  /** Floating buttons over the page (chat, activity shortcut, referral entry). */
  floating: 20,
  /** Screens that replace the page (maintenance, access denied). */
  fullScreen: 50,
  /** Centred dialogs (two-factor). */
  dialog: 70,
  /** Bottom sheets: a country list opened from a dialog goes over it. */
  sheet: 80,
  /** Toasts and the update card: over everything but an alert. */
  toast: 90,
  /** The error catalogue's alerts: nothing may hide them. */
  alert: 100,
} as const;

/** How long small state changes animate (a picture fading in, a dot widening); sheets use the spec's MODAL_FADE_MS. */
export const motion = { quick: "200ms" } as const;

/** The dimmed page behind a modal. */
export const SCRIM = "rgb(0 0 0 / 0.55)";

/** The brand and surface colours of the merchant's theme, as CSS variables. */
export const color = {
  primary: "var(--wl-primary)",
  onPrimary: "var(--wl-on-primary)",
  primarySoft: "var(--wl-primary-soft)",
  /** The primary colour where it is text on the page (links, active tabs): reads at AA. */
  primaryText: "var(--wl-primary-text)",
  accent: "var(--wl-accent)",
  onAccent: "var(--wl-on-accent)",
  accentText: "var(--wl-accent-text)",
  background: "var(--wl-bg)",
  surface: "var(--wl-surface)",
  surfaceRaised: "var(--wl-surface-raised)",
  surfaceSunken: "var(--wl-surface-sunken)",
  text: "var(--wl-text)",
  textMuted: "var(--wl-text-muted)",
  border: "var(--wl-border)",
  skeleton: "var(--wl-skeleton)",
  danger: "var(--wl-danger)",
} as const;

/** The keyboard focus ring every control shows (never removed, only moved inside when clipped). */
export function focusRing(offset = 2) {
  return { "&:focus-visible": { outline: `3px solid ${color.accent}`, outlineOffset: offset } } as const;
}
