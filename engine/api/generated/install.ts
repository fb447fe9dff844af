/* Generated from schemas/responses/install.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export const getInstallSettings: AnswerCheck = { call: "install.getInstallSettings", shape: {} };
