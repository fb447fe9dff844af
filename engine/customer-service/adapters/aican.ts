/**
 * AICAN (csType AICAN). The provider publishes no English documentation of its web SDK; the
 * surface assumed here (settings in `window.AICAN_CONFIG`, then `window.AiCan.setUser(user)` and
 * `open()`) is the one docs/customer-service.md records, and its stand-in implements.
 */
import { type ChatAdapter, globalObject, method } from "./types";

export const aicanAdapter: ChatAdapter = {
  configure(globals, settings) {
    globalObject(globals, "AICAN_CONFIG").siteId = settings.siteId;
  },
  ready: (globals) => method(globals.AiCan, "setUser") !== null && method(globals.AiCan, "open") !== null,
  hook(globals, identity) {
    method(
      globals.AiCan,
      "setUser",
    )?.({ name: identity.name ?? "", id: identity.id ?? "", language: identity.language });
    method(globals.AiCan, "open")?.();
  },
  errorSelector: ".aican-error",
};
