import { defineCall } from "../http/define-call";
import type { ContentAnswers } from "./generated/content";
import * as checks from "./generated/content";

export type { Banner, TextAnnouncement, VendorCard, VendorLane } from "./generated/content";

/** Every list of the announcements' answer, a missing one empty. */
export type Announcements = Required<ContentAnswers["getAnnouncements"]>;

export const getAnnouncements = defineCall({
  path: "/wps/relay/MCSFE_getListAnnouncements",
  answer: checks.getAnnouncements,
  query: { types: "PR", platform: "M" },
  auth: false,
  map: (value): Announcements => ({
    promotion: value.promotion ?? [],
    banners: value.banners ?? [],
    player: value.player ?? [],
    popup: value.popup ?? [],
    hot: value.hot ?? [],
  }),
});

/** An announcement's `content`, read from an item the schema leaves unchecked. */
const contentOf = (item: unknown) => {
  const content = (item as { content?: unknown } | null | undefined)?.content;
  return typeof content === "string" ? content : "";
};

/**
 * The app-download modal's message (spec §7): announcements of category app_download, public
 * like the others; their HTML is sanitised where it is shown.
 */
export const getAppDownloadMessages = defineCall({
  path: "/wps/relay/MCSFE_getListAnnouncements",
  answer: checks.getAppDownloadMessages,
  query: { types: "PR", platform: "M", category: "app_download" },
  auth: false,
  alert: false,
  map: (value) => (value.player ?? []).map(contentOf).filter((content) => content.trim() !== ""),
});

export const getVendorLanes = defineCall({
  path: "/wps/relay/GCSGAME_newGameVendor",
  answer: checks.getVendorLanes,
  query: { platform: "html5" },
  map: (value) => value.data?.lanes ?? [],
});
