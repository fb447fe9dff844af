/* Generated from schemas/responses/push.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export type FcmBind = unknown;
export type FcmSubscribe = unknown;
export type FcmUnsubscribe = unknown;

/**
 * Push registration (engine/api/push.ts): the answers are not read. One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface PushAnswers {
  fcmBind: FcmBind;
  fcmSubscribe: FcmSubscribe;
  fcmUnsubscribe: FcmUnsubscribe;
}

export const fcmBind: AnswerCheck<PushAnswers["fcmBind"]> = { call: "push.fcmBind", shape: {} };
export const fcmSubscribe: AnswerCheck<PushAnswers["fcmSubscribe"]> = { call: "push.fcmSubscribe", shape: {} };
export const fcmUnsubscribe: AnswerCheck<PushAnswers["fcmUnsubscribe"]> = { call: "push.fcmUnsubscribe", shape: {} };
