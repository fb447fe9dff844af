/* Generated from schemas/responses/session.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export const login: AnswerCheck = { call: "session.login", shape: {"t":"o","r":["id","token","userName"],"p":{"id":"is","token":"s","userName":"s","customerType":"n","firstTimeLogin":"b"}} };
export const verifyLogin: AnswerCheck = { call: "session.verifyLogin", shape: {"t":"o","r":["id","token","userName"],"p":{"id":"is","token":"s","userName":"s","customerType":"n","firstTimeLogin":"b"}} };
export const logout: AnswerCheck = { call: "session.logout", shape: {} };
