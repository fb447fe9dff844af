import { DOWNLOAD_BAR_HEIGHT_PX } from "../constants";
import { color, layer, radius, space, text, weight } from "./scales";

/**
 * Layout measures shared by the static shell in index.html and the React chrome, so the
 * hand-over from one to the other moves nothing on screen.
 */
export const LAYOUT = {
  topBarHeight: 56,
  tabBarHeight: 56,
  logoSize: 32,
  /** Touch targets fit for a thumb. */
  minTouch: 44,
  contentMaxWidth: 560,
  /** The platform's banner pictures (spec section 3): the box every banner picture fills. */
  bannerWidth: 750,
  bannerHeight: 300,
  /** A vendor lane's row of cards, so its skeleton holds the same height. */
  laneHeight: 132,
  /** The brand above the sign-in forms: the sign-in pages' largest picture, painted by the HTML. */
  heroLogoSize: 120,
  /** A text field's box, for the sign-in shell's form placeholders. */
  fieldHeight: 48,
} as const;

/** On <html> when the static shell shows its sign-in page (engine/shell/shell-route.ts). */
export const SIGN_IN_SHELL_CLASS = "wl-sign-in";
/** The static shell's two pages; the CSS below shows one, the shell's loader looks into it. */
export const SHELL_PAGE_CLASS = { home: "wl-shell-home", signIn: "wl-shell-sign-in" } as const;

/**
 * The room the page keeps at its bottom, beyond the phone's safe area: the tab bar until the
 * floating layer (engine/layout/floating-layer.tsx) says more (the install banner, the floating
 * parts resting above the bars), so the page's last content can be scrolled clear of them.
 */
export const ROOM_BOTTOM_VAR = "--wl-room-bottom";
const ROOM_BOTTOM = `var(${ROOM_BOTTOM_VAR}, ${LAYOUT.tabBarHeight}px)`;

/** Where toasts and the update card stand: above the bars and whatever floats at rest above them. */
export const ABOVE_FLOATING = `calc(${ROOM_BOTTOM} + ${space.lg}px + env(safe-area-inset-bottom))`;

/**
 * On <html> while the download bar has its room at the top (below the top bar): `reserved` pushes
 * the page down by the bar's height, `placeholder` paints the bar's empty box there until the bar
 * itself comes. The static shell's script sets both at the first paint when the merchant's settings
 * say the bar will show (engine/shell/download-room.ts); the bar's rules change them after
 * (engine/engagement/rules/download.ts `downloadBarRoom`).
 */
export const DOWNLOAD_ROOM_CLASS = { reserved: "wl-download-room", placeholder: "wl-download-due" } as const;

/** The page's base rules: written once here, inlined in index.html and injected by React. */
export function baseCss(): string {
  const {
    topBarHeight,
    tabBarHeight,
    logoSize,
    contentMaxWidth,
    bannerWidth,
    bannerHeight,
    laneHeight,
    heroLogoSize,
    fieldHeight,
  } = LAYOUT;
  return [
    "*,*::before,*::after{box-sizing:border-box}",
    "html{-webkit-text-size-adjust:100%}",
    `body{margin:0;background:${color.background};color:${color.text};font-family:var(--wl-font);font-size:${text.body.fontSize}px;line-height:${text.body.lineHeight}}`,
    `#root{min-height:100vh;padding-block:calc(${topBarHeight}px + env(safe-area-inset-top)) calc(${ROOM_BOTTOM} + env(safe-area-inset-bottom))}`,
    // The download bar's room, and its empty box until it comes (DOWNLOAD_ROOM_CLASS): before the
    // body's children, so the bar itself (portalled into <body>, on the same layer) draws over it.
    `.${DOWNLOAD_ROOM_CLASS.reserved} #root{padding-block-start:calc(${topBarHeight + DOWNLOAD_BAR_HEIGHT_PX}px + env(safe-area-inset-top))}`,
    `.${DOWNLOAD_ROOM_CLASS.placeholder} body::before{content:"";position:fixed;z-index:${layer.bars};inset-inline:0;inset-block-start:calc(${topBarHeight}px + env(safe-area-inset-top));height:${DOWNLOAD_BAR_HEIGHT_PX}px;background:${color.surfaceRaised};border-block-end:1px solid ${color.border}}`,
    `.wl-top-bar{position:fixed;inset-block-start:0;inset-inline:0;z-index:${layer.bars};height:calc(${topBarHeight}px + env(safe-area-inset-top));padding:env(safe-area-inset-top) ${space.md}px 0;display:flex;align-items:center;gap:${space.sm}px;background:${color.primary};color:${color.onPrimary}}`,
    `.wl-top-bar img{width:${logoSize}px;height:${logoSize}px;border-radius:${radius.sm}}`,
    // The name is never cut: when it does not fit beside the bar's actions it wraps, whole, onto a
    // second line that the bar's one-line height hides, and the logo stands alone. The empty
    // ::before, a line high, is the first line's item that lets the name be the one to wrap.
    `.wl-brand{font-weight:${weight.bold};font-size:${text.lead.fontSize}px;line-height:${text.lead.lineHeight};height:${text.lead.lineHeight}em;margin:0;flex:1;min-width:0;display:flex;flex-wrap:wrap;overflow:hidden;white-space:nowrap}`,
    ".wl-brand::before{content:'';height:100%}",
    // A word longer than the line (a pasted address, a server's text) wraps instead of widening the
    // page: wider than the screen, a right-to-left page scrolled sideways under the member's finger.
    `.wl-page{max-width:${contentMaxWidth}px;margin-inline:auto;padding:${space.md}px;overflow-wrap:break-word}`,
    `.wl-skeleton{background:${color.skeleton};border-radius:${radius.md}}`,
    `.wl-banner{aspect-ratio:${bannerWidth} / ${bannerHeight};width:100%}`,
    `img.wl-banner{display:block;height:auto;object-fit:cover;border-radius:${radius.md}}`,
    `.wl-hero{display:flex;justify-content:center;padding-block:${space.sm}px}`,
    `.wl-hero img{width:${heroLogoSize}px;height:${heroLogoSize}px}`,
    `.wl-field{height:${fieldHeight}px;margin-block-start:${space.lg}px}`,
    // The shell's two pages (engine/shell/shell-route.ts): home unless <html> is marked sign-in.
    `.${SHELL_PAGE_CLASS.signIn},.${SIGN_IN_SHELL_CLASS} .${SHELL_PAGE_CLASS.home}{display:none}`,
    `.${SIGN_IN_SHELL_CLASS} .${SHELL_PAGE_CLASS.signIn}{display:block}`,
    `.wl-lane{height:${laneHeight}px;margin-block-start:${space.lg}px}`,
    `.wl-tab-bar{position:fixed;inset-block-end:0;inset-inline:0;z-index:${layer.bars};height:calc(${tabBarHeight}px + env(safe-area-inset-bottom));padding-block-end:env(safe-area-inset-bottom);background:${color.surface};border-block-start:1px solid ${color.border}}`,
    "@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}",
  ].join("\n");
}
