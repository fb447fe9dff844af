/*
 * Development stand-in for Google Identity Services (https://accounts.google.com/gsi/client),
 * served by the reference backend under /__dev/google-identity/ in development and test mode
 * only. It has the global surface the app uses for one-tap: `google.accounts.id.initialize`,
 * `prompt(momentListener)` and `cancel()`, and its moment notifications. Google shows the prompt
 * only to a browser signed in to a Google account; here that account is the one the development
 * control `GET /__dev/google-identity/account?email=` gave this browser (a cookie), and without
 * one the prompt is skipped, as Google's is. The server prepends `STAND_IN` ({ account }).
 *
 * Choosing the account calls back with an ID token firebase's Auth emulator accepts: a JWT with
 * Google's claims, unsigned (the emulator reads, never verifies, an IdP's token).
 */
/* global STAND_IN */
(function install(global) {
  var settings = STAND_IN;
  var config = null;
  var sheet = null;
  var listener = null;

  function moment(type, reason) {
    return {
      getMomentType: () => type,
      isDisplayMoment: () => type === "display",
      isDisplayed: () => type === "display" && !reason,
      isNotDisplayed: () => type === "display" && Boolean(reason),
      getNotDisplayedReason: () => (type === "display" ? reason : undefined),
      isSkippedMoment: () => type === "skipped",
      getSkippedReason: () => (type === "skipped" ? reason : undefined),
      isDismissedMoment: () => type === "dismissed",
      getDismissedReason: () => (type === "dismissed" ? reason : undefined),
    };
  }

  function notify(type, reason) {
    var tell = listener;
    if (tell) setTimeout(() => tell(moment(type, reason)), 0);
  }

  function base64url(text) {
    var bytes = new TextEncoder().encode(text);
    var binary = "";
    bytes.forEach((byte) => {
      binary += String.fromCharCode(byte);
    });
    return btoa(binary).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  }

  /** Google's subject ids are digits; the same e-mail always gets the same one. */
  function subjectOf(email) {
    var hash = 7;
    for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) % 1000000007;
    return `1${String(hash).padStart(10, "0")}${String(email.length).padStart(3, "0")}`;
  }

  function idToken(account) {
    var now = Math.floor(Date.now() / 1000);
    var header = { alg: "none", typ: "JWT" };
    var claims = {
      iss: "https://accounts.google.com",
      azp: config.client_id,
      aud: config.client_id,
      sub: subjectOf(account.email),
      email: account.email,
      email_verified: true,
      name: account.name,
      iat: now,
      exp: now + 3600,
    };
    return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}.`;
  }

  function outside(event) {
    if (sheet && !sheet.contains(event.target) && config && config.cancel_on_tap_outside !== false)
      close("skipped", "tap_outside");
  }

  function close(type, reason) {
    if (!sheet) return;
    sheet.remove();
    sheet = null;
    document.removeEventListener("click", outside, true);
    notify(type, reason);
  }

  function button(label, onClick, primary) {
    var element = document.createElement("button");
    element.type = "button";
    element.textContent = label;
    element.style.cssText =
      "min-height:44px;min-width:44px;padding:0 16px;border-radius:20px;font:inherit;font-weight:600;cursor:pointer;" +
      (primary ? "background:#1a73e8;color:#fff;border:0" : "background:none;color:#444;border:0");
    element.addEventListener("click", onClick);
    return element;
  }

  function show(account) {
    sheet = document.createElement("div");
    sheet.setAttribute("role", "dialog");
    sheet.setAttribute("aria-label", `Sign in to ${location.hostname} with Google`);
    sheet.setAttribute("data-google-one-tap-stand-in", "");
    sheet.style.cssText =
      "position:fixed;left:0;right:0;bottom:0;z-index:2147483000;background:#fff;color:#202124;" +
      "border-radius:16px 16px 0 0;box-shadow:0 -2px 12px rgba(0,0,0,.3);padding:16px;display:grid;gap:12px;" +
      "font-family:system-ui,sans-serif";
    var head = document.createElement("div");
    head.style.cssText = "display:flex;justify-content:space-between;align-items:center";
    var title = document.createElement("p");
    title.textContent = `Sign in to ${location.hostname} with Google`;
    title.style.cssText = "margin:0;font-weight:600";
    var dismiss = button("×", () => close("skipped", "user_cancel"), false);
    dismiss.setAttribute("aria-label", "Close");
    head.append(title, dismiss);
    var email = document.createElement("p");
    email.textContent = account.email;
    email.style.margin = "0";
    var choose = button(
      `Continue as ${account.name}`,
      () => {
        var callback = config.callback;
        var credential = idToken(account);
        close("dismissed", "credential_returned");
        callback({ credential, select_by: "btn", clientId: config.client_id });
      },
      true,
    );
    sheet.append(head, email, choose);
    document.body.append(sheet);
    document.addEventListener("click", outside, true);
  }

  var id = {
    initialize(options) {
      config = options;
    },
    prompt(momentListener) {
      listener = momentListener || null;
      if (!config) throw new Error("google.accounts.id.initialize must be called before prompt");
      if (sheet) return;
      if (!settings.account) {
        notify("skipped", "issuing_failed");
        return;
      }
      show(settings.account);
    },
    cancel() {
      close("skipped", "auto_cancel");
    },
    disableAutoSelect() {},
  };

  global.google = global.google || {};
  global.google.accounts = global.google.accounts || {};
  global.google.accounts.id = id;
})(window);
