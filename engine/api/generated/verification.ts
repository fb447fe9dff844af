/* Generated from schemas/responses/verification.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export const getGeetest: AnswerCheck = { call: "verification.getGeetest", shape: {"t":"o","r":["gt","challenge","newCaptcha"],"p":{"gt":"s","challenge":"s","newCaptcha":"b"}} };
export const sendSmsCode: AnswerCheck = { call: "verification.sendSmsCode", shape: {"t":"o","p":{"expirationTime":"n"}} };
export const getImageCaptcha: AnswerCheck = { call: "verification.getImageCaptcha", shape: "s" };
