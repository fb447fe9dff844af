import { observable, runInAction } from "mobx";
import { describe, expect, it } from "vitest";
import { TOAST_MS } from "../../engine/constants";
import { ApiError } from "../../engine/http/envelope";
import { decideFailure, statusFailureOutcome } from "../../engine/http/error-catalogue";
import { watchOffline } from "../../engine/platform/offline-watch";
import { memoryStorage } from "../../engine/platform/storage";
import { testStores } from "./test-stores";

const network = new ApiError({ kind: "network", path: "/wps/member/info" });
const offlineToast = {
  kind: "toast",
  text: { id: "network_offline", fallback: "网络已断开，请检查网络连接" },
  ms: TOAST_MS,
};

describe("offline on a plain-http page (the browser says so)", () => {
  it("a network failure is the offline toast, not an unknown-error alert", () => {
    expect(decideFailure(network, { alert: true, pageProtocol: "http:", offline: true })).toEqual(
      offlineToast,
    );
    // Online, the spec's http rule stands: the failure may be CORS, the member gets the alert.
    expect(decideFailure(network, { alert: true, pageProtocol: "http:", offline: false })).toEqual({
      kind: "notice",
      notice: { message: { id: "unknown_error" } },
    });
  });

  it("changes nothing for failures that are not the network's, nor for a silent call", () => {
    const server = new ApiError({ kind: "http", path: "/wps/x", status: 500 });
    const context = { alert: true, pageProtocol: "http:", offline: true };
    expect(decideFailure(server, context)).toEqual({
      kind: "notice",
      notice: { message: { id: "unknown_error" } },
    });
    expect(decideFailure(network, { ...context, alert: false })).toEqual({ kind: "silent" });
  });

  it("the start-up status call shows the toast, not a 'Network Error / CORS Errors' alert", () => {
    expect(statusFailureOutcome(network, "http:", true)).toEqual(offlineToast);
    expect(statusFailureOutcome(network, "https:", true)).toEqual(offlineToast);
    expect(statusFailureOutcome(network, "http:", false)).toMatchObject({ kind: "notice" });
    const domain = new ApiError({ kind: "http", path: "s", errorCode: "domain_not_available" });
    expect(statusFailureOutcome(domain, "http:", true)).toEqual({ kind: "domain-handler" });
  });

  it("the stores show the toast and no notice when a call fails offline", async () => {
    let offline = true;
    const stores = testStores({}, memoryStorage(), {
      fetch: (async () => {
        throw new TypeError("Failed to fetch");
      }) as typeof fetch,
      isOffline: () => offline,
    });
    await stores.system.load("", "").catch(() => undefined);
    expect(stores.toasts.current?.text).toEqual(offlineToast.text);
    expect(stores.notices.current).toBeNull();

    offline = false;
    stores.toasts.hide(stores.toasts.current?.key ?? 0);
    await stores.system.load("", "").catch(() => undefined);
    expect(stores.toasts.current).toBeNull();
    expect(stores.notices.current).not.toBeNull();
  });
});

describe("the offline toast without a failed call", () => {
  function watched() {
    const route = observable.box("/m/home");
    const events = new EventTarget();
    const state = { offline: false, told: 0 };
    const stop = watchOffline({
      isOffline: () => state.offline,
      route: () => route.get(),
      tell: () => state.told++,
      events,
    });
    const go = (path: string) => runInAction(() => route.set(path));
    return { state, events, go, stop };
  }

  it("tells the member when the network goes, and on each move while it is gone", () => {
    const { state, events, go } = watched();
    go("/m/activity");
    expect(state.told).toBe(0);
    state.offline = true;
    events.dispatchEvent(new Event("offline"));
    expect(state.told).toBe(1);
    go("/m/withdraw");
    go("/m/help");
    expect(state.told).toBe(3);
    state.offline = false;
    go("/m/home");
    expect(state.told).toBe(3);
  });

  it("stops telling once stopped", () => {
    const { state, events, go, stop } = watched();
    stop();
    state.offline = true;
    events.dispatchEvent(new Event("offline"));
    go("/m/activity");
    expect(state.told).toBe(0);
  });
});
