/* Generated from schemas/responses/install.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const getInstallSettings: AnswerShape = {};
