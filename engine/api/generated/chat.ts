/* Generated from schemas/responses/chat.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export const launchChat: AnswerCheck = { call: "chat.launchChat", shape: {"t":"o","p":{"chatUrl":"s"}} };
export const getUnreadCount: AnswerCheck = { call: "chat.getUnreadCount", shape: {"t":"o","r":["unReadCount"],"p":{"unReadCount":"n"}} };
