/* Generated from schemas/responses/install.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export type GetInstallSettings = unknown;

/**
 * The install-prompt settings (engine/api/install.ts): read raw, each part checked by engine/engagement/rules/install-settings.ts, which drops what is malformed. One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface InstallAnswers {
  getInstallSettings: GetInstallSettings;
}

export const getInstallSettings: AnswerCheck<InstallAnswers["getInstallSettings"]> = { call: "install.getInstallSettings", shape: {} };
