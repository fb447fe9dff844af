/* Generated from schemas/responses/register.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export const registerByUsername: AnswerCheck = { call: "register.registerByUsername", shape: {"t":"o","p":{"token":"s","id":"is","customerId":"is","userName":"s","customerName":"s"}} };
export const registerByMobile: AnswerCheck = { call: "register.registerByMobile", shape: {"t":"o","p":{"token":"s","id":"is","customerId":"is","userName":"s","customerName":"s"}} };
export const autoUsername: AnswerCheck = { call: "register.autoUsername", shape: "s" };
