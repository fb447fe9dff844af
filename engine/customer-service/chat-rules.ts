/**
 * The chat button's rules (spec sections 3, 6 and 9): who may chat, when the unread badge asks,
 * what the launch call carries and where its answer opens. Pure, table-tested in
 * tests/engine/customer-service/chat-rules.test.ts; widgets/chat-button only calls them.
 */
import type { ChatLaunchRequest } from "../api/chat";
import { chatLaunchLanguage } from "../i18n/purpose-languages";
import { httpUrl } from "../routing/external-links";

/** Type 4 has no chat: a no-permission message, and no unread count (spec section 6). */
export const NO_CHAT_TYPE = 4;
/** The platform's "not logged in" type: opening chat goes to /m/login (spec section 6). */
export const NOT_LOGGED_IN_TYPE = -1;
/** The badge's largest number; past it, "99+". */
export const UNREAD_BADGE_MAX = 99;

export interface ChatMember {
  loggedIn: boolean;
  customerType: number;
}

export type ChatTap = "login" | "no-permission" | "launch";

/** What a tap on the chat button does. */
export function chatTap(member: ChatMember): ChatTap {
  if (!member.loggedIn || member.customerType === NOT_LOGGED_IN_TYPE) return "login";
  if (member.customerType === NO_CHAT_TYPE) return "no-permission";
  return "launch";
}

/** The unread count is asked for only for a member who may chat, while the button shows on a visible page. */
export function pollsUnread(member: ChatMember, pageVisible: boolean): boolean {
  return pageVisible && chatTap(member) === "launch";
}

/** The badge's text: nothing for none (or a count that is not one), the number, or "99+". */
export function unreadBadge(count: unknown): string | null {
  if (typeof count !== "number" || !Number.isFinite(count) || count < 1) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

/** CBS_launchChat's query: b2c chat, the window's title, where its back button returns, the language (TW → CN, default CN). */
export function chatLaunchRequest(title: string, backUrl: string, appLanguage: string): ChatLaunchRequest {
  return { b2c: "1", title, backUrl, language: chatLaunchLanguage(appLanguage) };
}

export type ChatOpening = { kind: "viewer" | "tab"; url: string } | { kind: "no-url" };

/**
 * Where the launch answer opens: a new tab when it says so (`newWindow`), else the app's viewer;
 * an answer without an http(s) `chatUrl` (missing, empty, `javascript:`) opens nothing.
 */
export function chatOpening(answer: unknown, origin: string): ChatOpening {
  const value = typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>) : {};
  const url =
    typeof value.chatUrl === "string" && value.chatUrl.trim() ? httpUrl(value.chatUrl, origin) : null;
  if (!url) return { kind: "no-url" };
  return { kind: value.newWindow === true ? "tab" : "viewer", url: url.href };
}
