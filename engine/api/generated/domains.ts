/* Generated from schemas/responses/domains.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

/**
 * The domains a client may race when its own is unreachable (engine/api/domains.ts): loaded with the screen that races them, not with the first page. One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface DomainsAnswers {
  getDomainRoute: GetDomainRoute;
}
export interface GetDomainRoute {
  domains: {
    domainName: string;
  }[];
}

export const getDomainRoute: AnswerCheck<DomainsAnswers["getDomainRoute"]> = { call: "domains.getDomainRoute", shape: {"t":"o","r":["domains"],"p":{"domains":{"t":"a","i":{"t":"o","r":["domainName"],"p":{"domainName":"s"}},"x":2000}}} };
