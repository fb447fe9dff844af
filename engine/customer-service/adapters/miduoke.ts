/**
 * MIDUOKE (csType MIDUOKE). As with AICAN, no public English SDK reference exists; the surface
 * assumed (settings in `window.MDK_CONFIG`, then `window.mdk.setVisitor(visitor)` and `show()`)
 * is recorded in docs/customer-service.md and implemented by its stand-in.
 */
import { type ChatAdapter, globalObject, method } from "./types";

export const miduokeAdapter: ChatAdapter = {
  configure(globals, settings) {
    globalObject(globals, "MDK_CONFIG").appKey = settings.appKey;
  },
  ready: (globals) => method(globals.mdk, "setVisitor") !== null && method(globals.mdk, "show") !== null,
  hook(globals, identity) {
    method(
      globals.mdk,
      "setVisitor",
    )?.({ name: identity.name ?? "", uid: identity.id ?? "", lang: identity.language });
    method(globals.mdk, "show")?.();
  },
  errorSelector: ".mdk-error",
};
