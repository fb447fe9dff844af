/* Generated from schemas/responses/content.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

/**
 * Announcements, banners and the home's vendor lanes (engine/api/content.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface ContentAnswers {
  getAnnouncements: GetAnnouncements;
  getAppDownloadMessages: GetAppDownloadMessages;
  getVendorLanes: GetVendorLanes;
}
/**
 * Announcements are public: they never carry the member's token (spec section 6). A missing list is an empty one.
 */
export interface GetAnnouncements {
  promotion?: unknown[];
  banners?: Banner[];
  player?: TextAnnouncement[];
  popup?: unknown[];
  hot?: unknown[];
}
/**
 * A banner and its click item (spec section 3).
 */
export interface Banner {
  title: string;
  url: string;
  /**
   * m_popup1 and m_popup2 are the welcome-image popups, not home's carousel.
   */
  groupName?: string;
  /**
   * P a promotion (linkage: its id), URL a page (linkage: the address), G a game (linkage: its code); others are ignored.
   */
  linkageType?: string;
  linkage?: string;
  roomId?: number | string;
  nodeId?: number | string;
  gameType?: string;
  vendor?: string;
}
export interface TextAnnouncement {
  id: number | string;
  title: string;
  content: string;
}
/**
 * The app-download modal's messages (spec §7): only the items' string `content` is read; an item without one is skipped, not a bad answer.
 */
export interface GetAppDownloadMessages {
  player?: unknown[];
}
export interface GetVendorLanes {
  data?: {
    lanes?: VendorLane[];
  };
}
export interface VendorLane {
  title: string;
  cards: VendorCard[];
  gameClassify?: string;
  gameCount?: number;
}
export interface VendorCard {
  accountTypeName: string;
  displayName: string;
  icon?: string;
}

export const getAnnouncements: AnswerCheck<ContentAnswers["getAnnouncements"]> = { call: "content.getAnnouncements", shape: {"t":"o","p":{"promotion":{"t":"a","x":2000},"banners":{"t":"a","i":{"t":"o","r":["title","url"],"p":{"title":"s","url":"s","groupName":"s","linkageType":"s","linkage":"s","roomId":"is","nodeId":"is","gameType":"s","vendor":"s"}},"x":2000},"player":{"t":"a","i":{"t":"o","r":["id","title","content"],"p":{"id":"is","title":"s","content":"s"}},"x":2000},"popup":{"t":"a","x":2000},"hot":{"t":"a","x":2000}}} };
export const getAppDownloadMessages: AnswerCheck<ContentAnswers["getAppDownloadMessages"]> = { call: "content.getAppDownloadMessages", shape: {"t":"o","p":{"player":{"t":"a","x":2000}}} };
export const getVendorLanes: AnswerCheck<ContentAnswers["getVendorLanes"]> = { call: "content.getVendorLanes", shape: {"t":"o","p":{"data":{"t":"o","p":{"lanes":{"t":"a","i":{"t":"o","r":["title","cards"],"p":{"title":"s","cards":{"t":"a","i":{"t":"o","r":["accountTypeName","displayName"],"p":{"accountTypeName":"s","displayName":"s","icon":"s"}},"x":2000},"gameClassify":"s","gameCount":"n"}},"x":2000}}}}} };
