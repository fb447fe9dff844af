/* Generated from schemas/responses/chat.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

/**
 * Customer-service chat (engine/api/chat.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface ChatAnswers {
  launchChat: LaunchChat;
  getUnreadCount: GetUnreadCount;
}
/**
 * The chat's address; some platforms answer without one (a member told so) or add newWindow: true (open it in a tab). engine/customer-service/chat-rules.ts reads both.
 */
export interface LaunchChat {
  chatUrl?: string;
}
export interface GetUnreadCount {
  unReadCount: number;
}

export const launchChat: AnswerCheck<ChatAnswers["launchChat"]> = { call: "chat.launchChat", shape: {"t":"o","p":{"chatUrl":"s"}} };
export const getUnreadCount: AnswerCheck<ChatAnswers["getUnreadCount"]> = { call: "chat.getUnreadCount", shape: {"t":"o","r":["unReadCount"],"p":{"unReadCount":"n"}} };
