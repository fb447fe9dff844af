/* Generated from schemas/responses/verification.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const getGeetest: AnswerShape = {"t":["object"],"r":["gt","challenge","newCaptcha"],"p":{"gt":{"t":["string"]},"challenge":{"t":["string"]},"newCaptcha":{"t":["boolean"]}}};
export const sendSmsCode: AnswerShape = {"t":["object"],"r":["expirationTime"],"p":{"expirationTime":{"t":["number"]}}};
export const getImageCaptcha: AnswerShape = {"t":["string"]};
