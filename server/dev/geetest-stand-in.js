/*
 * Development stand-in for Geetest's browser scripts (gt.js v3, gt4.js v4), served by the
 * reference backend under /__dev/geetest/ in development and test mode only. It has the surface
 * the app uses with the "bind" product: initGeetest / initGeetest4, onReady, onSuccess, onError,
 * onClose, verify / showCaptcha, getValidate, reset, destroy. Its popup is a plain dialog whose
 * "Verify" button asks the server for a pass (GET /__dev/geetest/validate), so the backend can
 * check the result deterministically. The server prepends `STAND_IN` ({ version, neverReady, origin }).
 */
/* global STAND_IN */
(function install(global) {
  var settings = STAND_IN;
  var TEXT = {
    title: "Security check",
    hint: "Slide to verify that you are a person.",
    verify: "Slide to verify",
    close: "Close",
    failed: "Network failure",
  };

  function createCaptcha(config) {
    var handlers = { ready: [], success: [], error: [], close: [] };
    var result = false;
    var dialog = null;
    var destroyed = false;

    function emit(name, argument) {
      if (destroyed) return;
      handlers[name].forEach((run) => {
        run(argument);
      });
    }

    function closeDialog() {
      if (dialog) dialog.remove();
      dialog = null;
    }

    function button(label, onClick, primary) {
      var element = document.createElement("button");
      element.type = "button";
      element.textContent = label;
      element.style.cssText =
        "min-height:44px;min-width:44px;padding:0 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;" +
        (primary
          ? "background:#1a73e8;color:#fff;border:0"
          : "background:#fff;color:#222;border:1px solid #888");
      element.addEventListener("click", onClick);
      return element;
    }

    function pass() {
      var query =
        settings.version === "v4"
          ? `version=v4&captchaId=${encodeURIComponent(config.captchaId || "")}`
          : `version=v3&challenge=${encodeURIComponent(config.challenge || "")}`;
      fetch(`${settings.origin}/__dev/geetest/validate?${query}`, { credentials: "omit" })
        .then((response) => response.json())
        .then((body) => {
          closeDialog();
          if (!body?.success) {
            emit("error", { code: settings.version === "v4" ? "60500" : "error_21", msg: TEXT.failed });
            return;
          }
          result = body.value;
          emit("success");
        })
        .catch(() => {
          closeDialog();
          emit("error", { code: "60500", msg: TEXT.failed });
        });
    }

    function open() {
      if (destroyed || dialog) return;
      var opener = document.activeElement;
      dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-modal", "true");
      dialog.setAttribute("aria-labelledby", "geetest-stand-in-title");
      dialog.setAttribute("data-geetest-stand-in", settings.version);
      dialog.style.cssText =
        "position:fixed;inset:0;z-index:2147483000;display:grid;place-items:center;background:rgba(0,0,0,.5);font-family:system-ui,sans-serif";
      var panel = document.createElement("div");
      panel.style.cssText =
        "background:#fff;color:#222;border-radius:12px;padding:20px;width:min(320px,90vw);display:grid;gap:12px";
      var title = document.createElement("h2");
      title.id = "geetest-stand-in-title";
      title.textContent = TEXT.title;
      title.style.cssText = "margin:0;font-size:18px";
      var hint = document.createElement("p");
      hint.textContent = TEXT.hint;
      hint.style.margin = "0";
      var actions = document.createElement("div");
      actions.style.cssText = "display:flex;gap:8px;justify-content:flex-end";
      var verify = button(TEXT.verify, pass, true);
      var close = button(
        TEXT.close,
        () => {
          closeDialog();
          if (opener?.focus) opener.focus();
          emit("close");
        },
        false,
      );
      close.setAttribute("aria-label", TEXT.close);
      actions.append(close, verify);
      panel.append(title, hint, actions);
      dialog.append(panel);
      dialog.addEventListener("keydown", (event) => {
        if (event.key === "Escape") close.click();
      });
      document.body.append(dialog);
      verify.focus();
    }

    var captcha = {
      onReady: (run) => {
        handlers.ready.push(run);
        return captcha;
      },
      onSuccess: (run) => {
        handlers.success.push(run);
        return captcha;
      },
      onError: (run) => {
        handlers.error.push(run);
        return captcha;
      },
      onClose: (run) => {
        handlers.close.push(run);
        return captcha;
      },
      getValidate: () => result,
      reset: () => {
        result = false;
        closeDialog();
      },
      destroy: () => {
        closeDialog();
        destroyed = true;
      },
    };
    if (settings.version === "v4") captcha.showCaptcha = open;
    else captcha.verify = open;
    return {
      captcha: captcha,
      ready: () => {
        emit("ready");
      },
    };
  }

  function init(config, callback) {
    var made = createCaptcha(config || {});
    // Like the real scripts: the object is handed over first, "ready" follows asynchronously.
    setTimeout(() => {
      callback(made.captcha);
      if (!settings.neverReady) setTimeout(made.ready, 0);
    }, 0);
  }

  if (settings.version === "v4") global.initGeetest4 = init;
  else global.initGeetest = init;
})(window);
