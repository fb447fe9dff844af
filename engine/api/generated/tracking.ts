/* Generated from schemas/responses/tracking.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export const postTrackingEvents: AnswerCheck = { call: "tracking.postTrackingEvents", shape: {} };
export const fetchTrackingSession: AnswerCheck = { call: "tracking.fetchTrackingSession", shape: {"t":"o","r":["sessionId","firstSeenAt"],"p":{"sessionId":"s","firstSeenAt":"n"}} };
