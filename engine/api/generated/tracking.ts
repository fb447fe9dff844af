/* Generated from schemas/responses/tracking.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const postTrackingEvents: AnswerShape = {};
export const fetchTrackingSession: AnswerShape = {"t":["object"],"r":["sessionId","firstSeenAt"],"p":{"sessionId":{"t":["string"]},"firstSeenAt":{"t":["number"]}}};
