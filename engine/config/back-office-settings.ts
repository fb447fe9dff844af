/**
 * The back office's settings in the status call (spec §2 and §3's common store) beyond the first
 * page's parts: the SMS provider and push settings over `firebase`, the provider's flag over
 * `auth.smsLogin`, `gw.PROFILE_ICON_COUNT` over `timings.profileIconCount`, and `mobileTemplate`
 * (its `pwa` texts over the `pwa` block's title and short name). Loaded after the load event
 * (engine/background-work.ts), so neither this code nor its shapes weigh on the first page; the
 * merchant file's values show until then. docs/decisions.md, "The back office's settings are live".
 */
import type { SystemStatus } from "../api/system";
import { safeHref } from "../security/safe-url";
import {
  liveAuth,
  liveFirebase,
  liveMobileTemplate,
  livePwa,
  liveTimings,
} from "./generated/back-office-shapes";
import type { PartSource } from "./live-settings";
import { isPlainObject } from "./merge-layers";

/**
 * The SMS provider's and the push settings' firebase keys, the provider's winning where both
 * name one (it is the one members sign in with). An empty string is a key the back office has not
 * filled in, so it says nothing; a block that is not an object is handed on for the shape to report.
 */
function firebaseOf({ smsProvider, pushSettings }: SystemStatus): unknown {
  if (smsProvider === undefined && pushSettings === undefined) return undefined;
  const blocks = [pushSettings ?? {}, smsProvider ?? {}];
  const bad = blocks.find((block) => !isPlainObject(block));
  if (bad !== undefined) return bad;
  const merged: Record<string, unknown> = {};
  for (const block of blocks)
    for (const [key, value] of Object.entries(block)) if (key !== "flag" && value !== "") merged[key] = value;
  // A merchant without firebase gets only the flag: no empty block where the file has none.
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/**
 * The SMS provider's flag: on, members sign in with a code the provider (firebase) sends; off, a
 * build that used the provider offers no SMS sign-in, and one that sends codes through the
 * platform (or offers none) keeps doing so: the flag is about the provider only.
 */
function smsLoginOf({ smsProvider }: SystemStatus, built: { auth?: { smsLogin?: string } }): unknown {
  const flag = isPlainObject(smsProvider) ? smsProvider.flag : undefined;
  if (flag === undefined) return undefined;
  if (flag === true) return { smsLogin: "firebase" };
  if (flag === false) return built.auth?.smsLogin === "firebase" ? { smsLogin: "off" } : undefined;
  return { smsLogin: flag };
}

const templateOf = (status: SystemStatus) => status.info?.mobileTemplate;

export const BACK_OFFICE_SOURCES: readonly PartSource[] = [
  { part: "firebase", shape: liveFirebase, read: firebaseOf },
  { part: "auth", shape: liveAuth, read: smsLoginOf },
  {
    part: "timings",
    shape: liveTimings,
    read: ({ gw }) =>
      isPlainObject(gw) && gw.PROFILE_ICON_COUNT !== undefined
        ? { profileIconCount: gw.PROFILE_ICON_COUNT }
        : undefined,
  },
  {
    part: "mobileTemplate",
    shape: liveMobileTemplate,
    read: templateOf,
    // A picture's address from the server passes only as http(s) or a path here (docs/security.md).
    check: ({ image_logo: logo }) =>
      typeof logo === "string" && logo !== "" && !safeHref(logo, location.origin)
        ? "/image_logo not an http(s) address or a path on this site"
        : null,
  },
  {
    part: "pwa",
    shape: livePwa,
    // The platform may send a bare switch here: only an object carries texts.
    read: (status) => {
      const template = templateOf(status);
      const pwa = isPlainObject(template) ? template.pwa : undefined;
      return isPlainObject(pwa) ? pwa : undefined;
    },
  },
];
