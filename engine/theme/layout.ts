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
  bannerAspect: "750 / 300",
} as const;

/** The page's base rules: written once here, inlined in index.html and injected by React. */
export function baseCss(): string {
  const { topBarHeight, tabBarHeight, logoSize, contentMaxWidth, bannerAspect } = LAYOUT;
  return [
    "*,*::before,*::after{box-sizing:border-box}",
    "html{-webkit-text-size-adjust:100%}",
    "body{margin:0;background:var(--wl-bg);color:var(--wl-text);font-family:var(--wl-font);line-height:1.4}",
    `#root{min-height:100vh;padding-block:calc(${topBarHeight}px + env(safe-area-inset-top)) calc(${tabBarHeight}px + env(safe-area-inset-bottom))}`,
    `.wl-top-bar{position:fixed;inset-block-start:0;inset-inline:0;z-index:10;height:calc(${topBarHeight}px + env(safe-area-inset-top));padding:env(safe-area-inset-top) 12px 0;display:flex;align-items:center;gap:10px;background:var(--wl-primary);color:var(--wl-on-primary)}`,
    `.wl-top-bar img{width:${logoSize}px;height:${logoSize}px;border-radius:8px}`,
    ".wl-brand{font-weight:700;font-size:18px;margin:0;flex:1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}",
    `.wl-page{max-width:${contentMaxWidth}px;margin-inline:auto;padding:12px}`,
    `.wl-skeleton{background:var(--wl-skeleton);border-radius:var(--wl-radius)}`,
    `.wl-banner{aspect-ratio:${bannerAspect};width:100%}`,
    ".wl-lane{height:132px;margin-block-start:16px}",
    `.wl-tab-bar{position:fixed;inset-block-end:0;inset-inline:0;z-index:10;height:calc(${tabBarHeight}px + env(safe-area-inset-bottom));padding-block-end:env(safe-area-inset-bottom);background:var(--wl-surface);border-block-start:1px solid var(--wl-border)}`,
    "@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}",
  ].join("\n");
}
