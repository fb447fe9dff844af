import { describe, expect, it } from "vitest";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { STORAGE_KEYS } from "../../engine/constants";
import { DOWNLOAD_BAR_CLOSED_KEY } from "../../engine/engagement/rules/download";
import { downloadRoomScript } from "../../engine/shell/download-room";
import { DOWNLOAD_ROOM_CLASS } from "../../engine/theme/layout";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

interface Visit {
  search?: string;
  userAgent?: string;
  standalone?: boolean;
  session?: Record<string, string>;
  /** A browser that refuses storage (private mode in some): the script must not throw. */
  noStorage?: boolean;
}

/** Runs the inline script as the browser would, and returns the classes it put on <html>. */
function firstPaint(settings: MerchantConfig["downloadBar"], visit: Visit = {}): string[] | null {
  const script = downloadRoomScript(settings);
  if (script === null) return null;
  const classes = new Set<string>();
  const session = visit.session ?? {};
  const sessionStorage = visit.noStorage
    ? undefined
    : { getItem: (key: string) => (key in session ? (session[key] as string) : null) };
  const run = new Function(
    "sessionStorage",
    "navigator",
    "location",
    "matchMedia",
    "document",
    "URLSearchParams",
    script,
  );
  run(
    sessionStorage,
    { userAgent: visit.userAgent ?? PHONE },
    { search: visit.search ?? "" },
    () => ({ matches: visit.standalone === true }),
    {
      documentElement: {
        classList: {
          add: (...names: string[]) => {
            for (const name of names) classes.add(name);
          },
        },
      },
    },
    URLSearchParams,
  );
  return [...classes];
}

const RESERVED = [DOWNLOAD_ROOM_CLASS.reserved, DOWNLOAD_ROOM_CLASS.placeholder];

describe("the download bar's room at the first paint", () => {
  it.each<{ name: string; settings: MerchantConfig["downloadBar"]; visit?: Visit; room: string[] | null }>([
    { name: "a phone's browser tab, default settings", settings: undefined, room: RESERVED },
    { name: "settings that switch it on", settings: { enabled: true }, room: RESERVED },
    {
      name: "inside the native shell (user agent)",
      settings: {},
      visit: { userAgent: `${PHONE} WLApp/ios/2.4.39` },
      room: [],
    },
    {
      name: "inside the native shell (inApp query)",
      settings: {},
      visit: { search: "?inApp=android" },
      room: [],
    },
    {
      name: "an unknown inApp value is a browser tab",
      settings: {},
      visit: { search: "?inApp=web" },
      room: RESERVED,
    },
    { name: "a home-screen launch", settings: {}, visit: { search: "?a=1&homescreen=1" }, room: [] },
    {
      name: "an installed app (display-mode standalone)",
      settings: {},
      visit: { standalone: true },
      room: [],
    },
    {
      name: "closed this session",
      settings: {},
      visit: { session: { [DOWNLOAD_BAR_CLOSED_KEY]: "1" } },
      room: [],
    },
    {
      name: "a corrupt closed flag reads as not closed",
      settings: {},
      visit: { session: { [DOWNLOAD_BAR_CLOSED_KEY]: "{" } },
      room: RESERVED,
    },
    { name: "for members only, a visitor", settings: { loginRequired: true }, room: [] },
    {
      name: "for members only, a member",
      settings: { loginRequired: true },
      visit: { session: { [STORAGE_KEYS.sessionInfo]: '{"token":"t"}' } },
      room: RESERVED,
    },
    {
      name: "storage refused: nothing reserved, nothing thrown",
      settings: {},
      visit: { noStorage: true },
      room: [],
    },
    // No script at all where the settings never let the bar show before the member's data is in.
    { name: "switched off", settings: { enabled: false }, room: null },
    { name: "from a VIP rank", settings: { minRankLevel: 2 }, room: null },
  ])("$name", ({ settings, visit, room }) => {
    expect(firstPaint(settings, visit)).toEqual(room);
  });
});
