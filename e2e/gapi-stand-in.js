/*
 * Test stand-in for https://apis.google.com/js/api.js, limited to what the firebase SDK and the
 * Auth emulator's helper iframe use of gapi.iframes: open a hidden iframe, ping it, register
 * handlers and send messages both ways with replies. Google serves the real script; this machine
 * cannot reach Google, so the tests route that one URL here (e2e/firebase-emulator.ts). Both the
 * app's page and the emulator's iframe load it; messages go by postMessage.
 */
(() => {
  const TAG = "wl-gapi-stand-in";
  const handlers = {};
  const early = {};
  const replies = {};
  const readyFrames = [];
  const pings = [];
  let next = 0;

  function deliver(source, message) {
    const handler = handlers[message.name];
    if (!handler) {
      if (!early[message.name]) early[message.name] = [];
      early[message.name].push({ source, message });
      return;
    }
    Promise.resolve(handler(message.data)).then((result) => {
      source.postMessage({ [TAG]: "reply", id: message.id, result: [result] }, "*");
    });
  }

  window.addEventListener("message", (event) => {
    const message = event.data;
    const kind = message?.[TAG];
    if (kind === "call") deliver(event.source, message);
    if (kind === "reply") {
      const callback = replies[message.id];
      delete replies[message.id];
      if (callback) callback(message.result);
    }
    if (kind === "ready") {
      readyFrames.push(event.source);
      const waiting = pings.splice(0);
      for (const ping of waiting) if (!ping()) pings.push(ping);
    }
  });

  function channel(target) {
    return {
      register(name, handler) {
        handlers[name] = handler;
        for (const waiting of (early[name] || []).splice(0)) deliver(waiting.source, waiting.message);
      },
      send(name, data, callback) {
        const id = `${Date.now()}-${next++}`;
        if (callback) replies[id] = callback;
        target().postMessage({ [TAG]: "call", id, name, data }, "*");
      },
      restyle: () => Promise.resolve(),
    };
  }

  const context = {
    open(options, whenOpen) {
      const frame = document.createElement("iframe");
      frame.src = options.url;
      for (const [name, value] of Object.entries(options.attributes || {})) {
        if (name === "style") Object.assign(frame.style, value);
        else frame.setAttribute(name, value);
      }
      options.where.appendChild(frame);
      const iframe = channel(() => frame.contentWindow);
      iframe.ping = (callback) =>
        new Promise((resolve) => {
          const answered = () => {
            if (!readyFrames.includes(frame.contentWindow)) return false;
            callback();
            resolve();
            return true;
          };
          if (!answered()) pings.push(answered);
        });
      return Promise.resolve(whenOpen(iframe));
    },
    getParentIframe() {
      window.parent.postMessage({ [TAG]: "ready" }, "*");
      return channel(() => window.parent);
    },
  };

  window.gapi = {
    load(_name, options) {
      setTimeout(() => options.callback(), 0);
    },
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: () => true },
  };

  const onload = document.currentScript && new URL(document.currentScript.src).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
  else if (typeof window.gapi_onload === "function") window.gapi_onload();
})();
