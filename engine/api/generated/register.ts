/* Generated from schemas/responses/register.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export type AutoUsername = string;

/**
 * Registration (engine/api/register.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface RegisterAnswers {
  registerByUsername: RegistrationResponse;
  registerByMobile: RegistrationResponse;
  autoUsername: AutoUsername;
}
/**
 * A registration's answer: a token when the request asked to log in (login: true); customerId and customerName are the older platforms' names for id and userName.
 */
export interface RegistrationResponse {
  token?: string;
  id?: number | string;
  customerId?: number | string;
  userName?: string;
  customerName?: string;
}

export const registerByUsername: AnswerCheck<RegisterAnswers["registerByUsername"]> = { call: "register.registerByUsername", shape: {"t":"o","p":{"token":"s","id":"is","customerId":"is","userName":"s","customerName":"s"}} };
export const registerByMobile: AnswerCheck<RegisterAnswers["registerByMobile"]> = { call: "register.registerByMobile", shape: {"t":"o","p":{"token":"s","id":"is","customerId":"is","userName":"s","customerName":"s"}} };
export const autoUsername: AnswerCheck<RegisterAnswers["autoUsername"]> = { call: "register.autoUsername", shape: "s" };
