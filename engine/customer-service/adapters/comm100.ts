/**
 * Comm100 (csTypes COMM100 and COMM100VIP, the VIP plan being another code plan of the same
 * site). Its script reads `Comm100API.site_id`, `main_code_plan` and `chat_buttons`, then adds
 * `Comm100API.set(name, value)`, `get(name)` and `do(action)` (Comm100's Live Chat JavaScript API).
 */
import { type ChatAdapter, globalObject, method } from "./types";

export const comm100Adapter: ChatAdapter = {
  configure(globals, settings) {
    const api = globalObject(globals, "Comm100API");
    api.site_id = settings.siteId;
    api.main_code_plan = settings.codePlan;
    api.chat_buttons = [
      { code_plan: settings.codePlan, div_id: `comm100-button-${String(settings.codePlan)}` },
    ];
  },
  ready: (globals) => method(globals.Comm100API, "set") !== null && method(globals.Comm100API, "do") !== null,
  hook(globals, identity) {
    const set = method(globals.Comm100API, "set");
    const act = method(globals.Comm100API, "do");
    if (!set || !act) return;
    if (identity.name) set("livechat.visitor.name", identity.name);
    set("livechat.customVariables", [
      ...(identity.id ? [{ name: "identity", value: identity.id }] : []),
      { name: "language", value: identity.language },
    ]);
    act("livechat.button.click");
  },
  errorSelector: ".comm100-error",
};
