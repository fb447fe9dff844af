import type { Migration } from "./migration";

/**
 * Version 2 gathers the network settings under `api`: the top-level `allowedExternalDomains`
 * of version 1 moves to `api.allowedExternalDomains` (beside `api.origin` and `api.domains`).
 */
export const v1ToV2: Migration = {
  from: 1,
  summary: "move allowedExternalDomains into api.allowedExternalDomains",
  migrate(config) {
    const { allowedExternalDomains, ...rest } = config;
    if (allowedExternalDomains === undefined) return rest;
    const api = typeof rest.api === "object" && rest.api !== null ? rest.api : {};
    return { ...rest, api: { ...api, allowedExternalDomains } };
  },
};
