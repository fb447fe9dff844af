/* Generated from schemas/responses/session.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export type Logout = unknown;

/**
 * Sign-in and sign-out (engine/api/session.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface SessionAnswers {
  login: LoginResponse;
  verifyLogin: LoginResponse;
  logout: Logout;
}
/**
 * A login's answer (wire contract: id, token, userName, customerType, firstTimeLogin), kept as the session info.
 */
export interface LoginResponse {
  id: number | string;
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

export const login: AnswerCheck<SessionAnswers["login"]> = { call: "session.login", shape: {"t":"o","r":["id","token","userName","customerType","firstTimeLogin"],"p":{"id":"is","token":"s","userName":"s","customerType":"n","firstTimeLogin":"b"}} };
export const verifyLogin: AnswerCheck<SessionAnswers["verifyLogin"]> = { call: "session.verifyLogin", shape: {"t":"o","r":["id","token","userName","customerType","firstTimeLogin"],"p":{"id":"is","token":"s","userName":"s","customerType":"n","firstTimeLogin":"b"}} };
export const logout: AnswerCheck<SessionAnswers["logout"]> = { call: "session.logout", shape: {} };
