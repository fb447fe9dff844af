/* Generated from schemas/responses/manifest.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

/**
 * The desktop web app's manifest (engine/api/manifest.ts): loaded with the desktop install, not with the first page. One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface ManifestAnswers {
  getDesktopManifest: GetDesktopManifest;
}
export interface GetDesktopManifest {
  [k: string]: unknown;
}

export const getDesktopManifest: AnswerCheck<ManifestAnswers["getDesktopManifest"]> = { call: "manifest.getDesktopManifest", shape: "o" };
