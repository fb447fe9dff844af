import type { HttpClient } from "../http/client";
import * as checks from "./generated/content";

/** A banner and its click item (spec section 3). */
export interface Banner {
  title: string;
  url: string;
  /** m_popup1 and m_popup2 are the welcome-image popups, not home's carousel. */
  groupName?: string;
  /** P a promotion (linkage: its id), URL a page (linkage: the address), G a game (linkage: its code). */
  linkageType?: "P" | "URL" | "G" | string;
  linkage?: string;
  roomId?: string | number;
  nodeId?: string | number;
  gameType?: string;
  vendor?: string;
}

export interface TextAnnouncement {
  id: number | string;
  title: string;
  content: string;
}

export interface Announcements {
  promotion: unknown[];
  banners: Banner[];
  player: TextAnnouncement[];
  popup: unknown[];
  hot: unknown[];
}

export interface VendorCard {
  accountTypeName: string;
  displayName: string;
  icon?: string;
}

export interface VendorLane {
  title: string;
  gameClassify?: string;
  gameCount?: number;
  cards: VendorCard[];
}

/** Announcements are public: they never carry the member's token (spec section 6). */
export async function getAnnouncements(http: HttpClient): Promise<Announcements> {
  const value = await http.request<Partial<Announcements>>("/wps/relay/MCSFE_getListAnnouncements", {
    answer: checks.getAnnouncements,
    query: { types: "PR", platform: "M" },
    auth: false,
  });
  return {
    promotion: value.promotion ?? [],
    banners: value.banners ?? [],
    player: value.player ?? [],
    popup: value.popup ?? [],
    hot: value.hot ?? [],
  };
}

/**
 * The app-download modal's message (spec §7): announcements of category app_download, public
 * like the others; their HTML is sanitised where it is shown.
 */
export async function getAppDownloadMessages(http: HttpClient): Promise<string[]> {
  const value = await http.request<Partial<Announcements>>("/wps/relay/MCSFE_getListAnnouncements", {
    answer: checks.getAppDownloadMessages,
    query: { types: "PR", platform: "M", category: "app_download" },
    auth: false,
    alert: false,
  });
  return (value.player ?? [])
    .map((item) => (typeof item?.content === "string" ? item.content : ""))
    .filter((content) => content.trim() !== "");
}

export async function getVendorLanes(http: HttpClient): Promise<VendorLane[]> {
  const value = await http.request<{ data?: { lanes?: VendorLane[] } }>("/wps/relay/GCSGAME_newGameVendor", {
    answer: checks.getVendorLanes,
    query: { platform: "html5" },
  });
  return value.data?.lanes ?? [];
}
