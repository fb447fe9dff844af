/**
 * What the static shell's splash leaves for the app to read (engine/shell/splash-shell.ts): kept
 * apart, with nothing imported, so the splash's rules (widgets/splash/engage.ts) read them without
 * pulling in the shell's build-time parts.
 */

/** Session storage key: the splash has shown in this session. */
export const SPLASH_SHOWN_KEY = "wl.splashShown";
/** On <html> when the static shell shows the splash on this page load. */
export const SPLASH_SHELL_CLASS = "wl-splash";
