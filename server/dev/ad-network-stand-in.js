/*
 * The ad-network stand-in script (development and test only; docs/dev-controls.md "Ad networks").
 * The reference server serves this one template for every script network at
 * /__dev/ad-networks/<network>.js, with `STAND_IN = { network, origin }` put in front of it.
 *
 * It does what the network's real script does to the page's queue object (public surface only):
 * takes over the object, replays what was queued before it arrived, and lets later calls go
 * straight to it. Instead of talking to the network, it records the calls by POSTing
 * { merchant, network, calls: [[...args], …], seen } to /__dev/ad-networks/calls on the server it came
 * from; `seen` is the page's address, referrer and cookies, which the real script reads and reports.
 * The merchant is the `code` of the page's embedded config (the #merchant-config element the
 * build stamps into index.html), so the recorder knows whose page made the call.
 */
/* global STAND_IN */
(() => {
  const network = STAND_IN.network;
  const endpoint = `${STAND_IN.origin}/__dev/ad-networks/calls`;
  const merchant = (() => {
    try {
      return JSON.parse(document.getElementById("merchant-config").textContent).code || null;
    } catch {
      return null;
    }
  })();

  // Calls made together go in one POST (a page's start makes a dozen), and one POST at a time, so
  // the recorder stores the calls in the order the page made them.
  let sending = Promise.resolve();
  let batch = null;
  function record(args) {
    const call = Array.prototype.slice.call(args);
    if (batch) {
      batch.push(call);
      return;
    }
    batch = [call];
    // After the calls the page makes in the same turn (a start makes a dozen at once).
    Promise.resolve().then(() => {
      // What the real script can read of the page and would send home with its report.
      const seen = { address: location.href, referrer: document.referrer, cookies: document.cookie };
      const body = JSON.stringify({ merchant, network, calls: batch, seen });
      batch = null;
      sending = sending.then(() =>
        fetch(endpoint, {
          method: "POST",
          keepalive: true,
          headers: { "content-type": "application/json" },
          body,
        }).catch(() => undefined),
      );
    });
  }

  /** Queued entries are Arguments objects or arrays; a data-layer object is one argument. */
  function asArgs(entry) {
    if (Array.isArray(entry) || Object.prototype.toString.call(entry) === "[object Arguments]") return entry;
    return [entry];
  }

  /** fbq, twq, obApi: a function that queues until the real script sets its dispatcher. */
  function takeOverFunctionQueue(name, dispatcher) {
    const queue = window[name];
    if (typeof queue !== "function") return;
    const queued = (queue.queue || []).splice(0);
    queue[dispatcher] = (...args) => record(args);
    for (const args of queued) record(args);
  }

  /** dataLayer, bgdataLayer, kadamq: an array whose push the real script replaces. */
  function takeOverArray(name) {
    const layer = window[name] || [];
    window[name] = layer;
    const queued = layer.splice(0);
    layer.push = (...entries) => {
      for (const entry of entries) record(asArgs(entry));
      return 0;
    };
    for (const entry of queued) record(asArgs(entry));
  }

  /** ttq, kwaiq: [method, ...args] entries, and per-pixel entries under _i recorded as ["instance", id, method, ...args]. */
  function takeOverCommandQueue(name) {
    const queue = window[name];
    if (!queue || typeof queue.push !== "function") return;
    const pixels = queue._i || {};
    for (const id of Object.keys(pixels)) record(["load", id]);
    const queued = queue.splice(0);
    const methods = queue.methods || [];
    for (const method of methods) queue[method] = (...args) => record([method, ...args]);
    queue.load = (id) => record(["load", id]);
    queue.instance = (id) => {
      const calls = {};
      for (const method of methods) calls[method] = (...args) => record(["instance", id, method, ...args]);
      return calls;
    };
    for (const entry of queued) record(entry);
    for (const id of Object.keys(pixels)) {
      for (const entry of pixels[id].splice(0)) record(["instance", id, ...entry]);
    }
  }

  switch (network) {
    case "facebook":
      takeOverFunctionQueue("fbq", "callMethod");
      break;
    case "twitter":
      takeOverFunctionQueue("twq", "exe");
      break;
    case "outbrain":
      // The marketer id rides on obApi itself, not in a call; it is recorded as one.
      if (window.obApi) record(["marketerId", window.obApi.marketerId]);
      takeOverFunctionQueue("obApi", "dispatch");
      break;
    case "gtag":
      takeOverArray("dataLayer");
      break;
    case "bigo":
      takeOverArray("bgdataLayer");
      break;
    case "kadam":
      takeOverArray("kadamq");
      break;
    case "tiktok":
      takeOverCommandQueue("ttq");
      break;
    case "kwai":
      takeOverCommandQueue("kwaiq");
      break;
  }
})();
