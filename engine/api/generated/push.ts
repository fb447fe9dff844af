/* Generated from schemas/responses/push.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const fcmBind: AnswerShape = {};
export const fcmSubscribe: AnswerShape = {};
export const fcmUnsubscribe: AnswerShape = {};
