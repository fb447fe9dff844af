/*
 * Development stand-in for the five chat providers' browser scripts (LiveChat, Comm100 and its VIP
 * plan, AICAN, MIDUOKE), served by the reference backend under /__dev/chat-providers/ in
 * development and test mode only (docs/customer-service.md). Each sets up the global its provider
 * really exposes, as far as it is publicly known:
 *   LIVECHAT    window.__lc (read) and window.LiveChatWidget.call(method, ...args) / .on / .get
 *   COMM100*    window.Comm100API (read: site_id, main_code_plan) and Comm100API.set / .get / .do
 *   AICAN       window.AICAN_CONFIG (read) and window.AiCan.setUser / .open
 *   MIDUOKE     window.MDK_CONFIG (read) and window.mdk.setVisitor / .show
 * Opening the chat shows a small dialog naming the visitor it was told about, so a test sees the
 * identity arrive. The server prepends `CHAT_STAND_IN` ({ csType, neverReady, showsError }).
 */
/* global CHAT_STAND_IN */
(function install(global) {
  const settings = CHAT_STAND_IN;
  const NAMES = {
    LIVECHAT: "LiveChat",
    COMM100: "Comm100",
    COMM100VIP: "Comm100 VIP",
    AICAN: "AICAN",
    MIDUOKE: "MIDUOKE",
  };
  const ERROR_CLASS = {
    LIVECHAT: "lc-connection-error",
    COMM100: "comm100-error",
    COMM100VIP: "comm100-error",
    AICAN: "aican-error",
    MIDUOKE: "mdk-error",
  };
  let visitor = { name: "", identity: "", language: "" };
  let account = "";
  let opens = 0;
  let panel = null;

  function render() {
    if (!panel) {
      panel = document.createElement("div");
      panel.setAttribute("role", "dialog");
      panel.setAttribute("aria-label", `${NAMES[settings.csType]} chat`);
      panel.setAttribute("data-chat-stand-in", settings.csType);
      panel.style.cssText =
        "position:fixed;inset-inline-end:8px;inset-block-end:8px;z-index:2147483000;max-width:320px;" +
        "padding:12px;border-radius:12px;background:#fff;color:#222;border:1px solid #888;font:14px sans-serif";
      const close = document.createElement("button");
      close.type = "button";
      close.textContent = "Close";
      close.style.cssText = "min-height:44px;min-width:44px;margin-block-start:8px";
      close.addEventListener("click", hide);
      const line = document.createElement("p");
      line.setAttribute("data-chat-visitor", "");
      panel.append(line, close);
      document.body.append(panel);
    }
    panel.querySelector("[data-chat-visitor]").textContent =
      `${NAMES[settings.csType]} · ${account} · chatting as ${visitor.name || "guest"}` +
      (visitor.identity ? ` (${visitor.identity})` : "") +
      (visitor.language ? ` · ${visitor.language}` : "");
    panel.setAttribute("data-opens", String(opens));
    if (settings.showsError && !panel.querySelector(`.${ERROR_CLASS[settings.csType]}`)) {
      const error = document.createElement("div");
      error.className = ERROR_CLASS[settings.csType];
      error.setAttribute("role", "alert");
      error.textContent = "Connection lost. Reconnecting…";
      panel.prepend(error);
    }
  }

  function open() {
    opens += 1;
    render();
  }

  if (settings.neverReady) return;

  function hide() {
    if (panel) panel.remove();
    panel = null;
  }

  function liveChat() {
    const lc = global.__lc || {};
    account = String(lc.license || "");
    if (lc.visitor?.name) visitor.name = lc.visitor.name;
    global.LiveChatWidget = {
      call: (method, value) => {
        if (method === "maximize") open();
        else if (method === "minimize" || method === "hide") hide();
        else if (method === "set_customer_name") visitor.name = String(value || "");
        else if (method === "set_session_variables") {
          visitor.identity = String(value?.identity || "");
          visitor.language = String(value?.language || "");
        }
        if (panel) render();
      },
      on: (event, listener) => {
        if (event === "ready") listener({ state: { visibility: panel ? "maximized" : "minimized" } });
      },
      get: (name) => (name === "customer_data" ? { name: visitor.name } : undefined),
    };
  }

  function comm100() {
    const api = global.Comm100API || {};
    account = `${api.site_id || ""}/${api.main_code_plan || ""}`;
    api.set = (name, value) => {
      if (name === "livechat.visitor.name") visitor.name = String(value || "");
      if (name === "livechat.customVariables" && Array.isArray(value)) {
        value.forEach((variable) => {
          if (variable?.name === "identity") visitor.identity = String(variable.value || "");
          if (variable?.name === "language") visitor.language = String(variable.value || "");
        });
      }
      if (panel) render();
    };
    api.get = (name) => (name === "livechat.visitor.name" ? visitor.name : undefined);
    api.do = (name) => {
      if (name === "livechat.button.click") open();
    };
    global.Comm100API = api;
    if (typeof api.onReady === "function") api.onReady();
  }

  function user(name, identity, language) {
    visitor = {
      name: String(name || ""),
      identity: String(identity || ""),
      language: String(language || ""),
    };
    if (panel) render();
  }

  function aican() {
    account = String(global.AICAN_CONFIG?.siteId || "");
    global.AiCan = { setUser: (who) => user(who?.name, who?.id, who?.language), open: open };
  }

  function miduoke() {
    account = String(global.MDK_CONFIG?.appKey || "");
    global.mdk = { setVisitor: (who) => user(who?.name, who?.uid, who?.lang), show: open };
  }

  const setUp = { LIVECHAT: liveChat, COMM100: comm100, COMM100VIP: comm100, AICAN: aican, MIDUOKE: miduoke };
  setUp[settings.csType]();
})(window);
