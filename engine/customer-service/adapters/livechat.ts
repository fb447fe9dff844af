/**
 * LiveChat (csType LIVECHAT). Its tracking script reads `window.__lc` (license, visitor, params)
 * and leaves `window.LiveChatWidget`, whose `call(method, …)` takes `set_customer_name`,
 * `set_session_variables` and `maximize` (LiveChat's JavaScript API).
 */
import { type ChatAdapter, globalObject, method } from "./types";

export const liveChatAdapter: ChatAdapter = {
  configure(globals, settings, identity) {
    const lc = globalObject(globals, "__lc");
    lc.license = settings.license;
    if (identity.name) lc.visitor = { name: identity.name };
    lc.params = [
      ...(identity.id ? [{ name: "identity", value: identity.id }] : []),
      { name: "language", value: identity.language },
    ];
  },
  ready: (globals) => method(globals.LiveChatWidget, "call") !== null,
  hook(globals, identity) {
    const call = method(globals.LiveChatWidget, "call");
    if (!call) return;
    if (identity.name) call("set_customer_name", identity.name);
    call("set_session_variables", {
      ...(identity.id ? { identity: identity.id } : {}),
      language: identity.language,
    });
    call("maximize");
  },
  errorSelector: ".lc-connection-error",
};
