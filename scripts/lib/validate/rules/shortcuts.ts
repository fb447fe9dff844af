import type { CrossFieldRule } from "./rule";

/** Spec §5: a REDIRECT_URL shortcut opens its external link; without one the button does nothing. */
export const redirectShortcutHasLink: CrossFieldRule = (config) =>
  (config.shortcuts ?? []).flatMap((shortcut, index) => {
    if (shortcut.redirect !== "REDIRECT_URL" || shortcut.externalLink?.trim()) return [];
    return [
      {
        pointer: `/shortcuts/${index}/externalLink`,
        message: `is required because /shortcuts/${index}/redirect is "REDIRECT_URL": it is the address the shortcut opens`,
      },
    ];
  });
