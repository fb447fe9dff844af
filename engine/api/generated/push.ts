/* Generated from schemas/responses/push.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export const fcmBind: AnswerCheck = { call: "push.fcmBind", shape: {} };
export const fcmSubscribe: AnswerCheck = { call: "push.fcmSubscribe", shape: {} };
export const fcmUnsubscribe: AnswerCheck = { call: "push.fcmUnsubscribe", shape: {} };
