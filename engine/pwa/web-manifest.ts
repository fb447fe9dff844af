/**
 * The web app manifest of one merchant (spec §9), from its `pwa` block. The build writes it as
 * manifest.webmanifest; the reference backend answers the desktop manifest call with the same
 * fields, so the installed app looks the same whichever way it was installed.
 */
import {
  PWA_COLOR_DEFAULT,
  PWA_DISPLAY,
  PWA_ICON_SIZES,
  PWA_MASKABLE_ICON_SIZE,
  PWA_ORIENTATION,
  PWA_SCOPE,
  PWA_START_URL,
} from "../constants";
import { iconFile, maskableIconFile, scoped } from "./files";

export interface PwaTemplate {
  title: string;
  shortName?: string;
  themeColor?: string;
  backgroundColor?: string;
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: "any" | "maskable";
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang?: string;
  dir?: "ltr" | "rtl";
  start_url: string;
  scope: string;
  display: typeof PWA_DISPLAY;
  orientation: typeof PWA_ORIENTATION;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** The PNG icons the build draws from the logo: every template size, then the maskable one. */
export function builtIcons(): ManifestIcon[] {
  return [
    ...PWA_ICON_SIZES.map((size) => ({
      src: scoped(iconFile(size)),
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any" as const,
    })),
    {
      src: scoped(maskableIconFile(PWA_MASKABLE_ICON_SIZE)),
      sizes: `${PWA_MASKABLE_ICON_SIZE}x${PWA_MASKABLE_ICON_SIZE}`,
      type: "image/png",
      purpose: "maskable",
    },
  ];
}

export function webManifest(
  pwa: PwaTemplate,
  options: { icons: ManifestIcon[]; lang?: string; dir?: "ltr" | "rtl" },
): WebManifest {
  return {
    // A stable identity: the app stays the same installed app when start_url gains a query.
    id: PWA_START_URL,
    name: pwa.title,
    short_name: pwa.shortName ?? pwa.title,
    ...(options.lang ? { lang: options.lang } : {}),
    ...(options.dir ? { dir: options.dir } : {}),
    start_url: PWA_START_URL,
    scope: PWA_SCOPE,
    display: PWA_DISPLAY,
    orientation: PWA_ORIENTATION,
    theme_color: pwa.themeColor ?? PWA_COLOR_DEFAULT,
    background_color: pwa.backgroundColor ?? PWA_COLOR_DEFAULT,
    icons: options.icons,
  };
}
