/* Generated from schemas/responses/chat.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const launchChat: AnswerShape = {"t":["object"],"r":["chatUrl"],"p":{"chatUrl":{"t":["string"]}}};
export const getUnreadCount: AnswerShape = {"t":["object"],"r":["unReadCount"],"p":{"unReadCount":{"t":["number"]}}};
