import { describe, expect, it, vi } from "vitest";
import {
  BRIDGE_RESULT_GLOBAL,
  BridgeCallError,
  BridgeUnavailableError,
  callWithAlerts,
  findBridge,
  isBridgeFailure,
  NativeBridge,
} from "../../../engine/platform/native-bridge";
import { NoticeStore } from "../../../engine/stores/notice-store";

type FakeWindow = Record<string, unknown>;
const asWindow = (w: FakeWindow) => w as unknown as Window;
const answer = (w: FakeWindow, id: string, result: unknown) =>
  (w[BRIDGE_RESULT_GLOBAL] as (id: string, result: unknown) => void)(id, result);

describe("the shells' bridge surface", () => {
  it("Android: window.WLBridge.postMessage takes the message as JSON", () => {
    const postMessage = vi.fn();
    const w: FakeWindow = { WLBridge: { postMessage } };
    new NativeBridge(asWindow(w)).send("closeLaunchScreen");
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ id: "wl-1", call: "closeLaunchScreen" }));
  });

  it("iOS: webkit.messageHandlers.WLBridge.postMessage takes the object", () => {
    const postMessage = vi.fn();
    const w: FakeWindow = { webkit: { messageHandlers: { WLBridge: { postMessage } } } };
    new NativeBridge(asWindow(w)).send("downloadApp", { url: "https://x" });
    expect(postMessage).toHaveBeenCalledWith({ id: "wl-1", call: "downloadApp", args: { url: "https://x" } });
  });

  it.each([
    { name: "none", w: {} },
    { name: "WLBridge without postMessage", w: { WLBridge: {} } },
    { name: "webkit without the handler", w: { webkit: { messageHandlers: {} } } },
  ])("no bridge: $name", ({ w }) => {
    expect(findBridge(asWindow(w))).toBeNull();
    expect(() => new NativeBridge(asWindow(w)).send("closeLaunchScreen")).toThrow(BridgeUnavailableError);
  });

  it.each([
    { result: "Failure", failure: true },
    { result: "Failure: no app store", failure: true },
    { result: "failure", failure: false },
    { result: "Success", failure: false },
    { result: "eyJhbGciOi.token", failure: false },
    { result: 42, failure: false },
  ])("$result is a failure: $failure", ({ result, failure }) => {
    expect(isBridgeFailure(result)).toBe(failure);
  });
});

describe("a call and its result", () => {
  it("resolves with the result the shell hands back for its id, other ids ignored", async () => {
    const sent: string[] = [];
    const w: FakeWindow = { WLBridge: { postMessage: (json: string) => sent.push(json) } };
    const bridge = new NativeBridge(asWindow(w));
    const first = bridge.call("facebookLogin");
    const second = bridge.call("downloadApp", { url: "u" });
    answer(w, "wl-9", "nobody's");
    answer(w, "wl-2", "Success");
    answer(w, "wl-1", "token");
    answer(w, "wl-1", "again");
    await expect(first).resolves.toBe("token");
    await expect(second).resolves.toBe("Success");
    expect(sent.map((json) => JSON.parse(json).id)).toEqual(["wl-1", "wl-2"]);
  });

  it("a bridge that throws rejects with a BridgeCallError", async () => {
    const w: FakeWindow = {
      WLBridge: {
        postMessage: () => {
          throw new Error("boom");
        },
      },
    };
    await expect(new NativeBridge(asWindow(w)).call("downloadApp")).rejects.toThrow(BridgeCallError);
  });
});

describe("what the member sees (spec §8)", () => {
  const run = async (call: () => Promise<string>) => {
    const notices = new NoticeStore();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const result = await callWithAlerts({ call }, notices, "downloadApp", { url: "u" });
    warn.mockRestore();
    return { result, message: notices.current?.message ?? null };
  };

  it.each([
    { name: "a success passes the result on", call: async () => "tok", result: "tok", message: null },
    {
      name: "'Failure…' is shown as the shell wrote it",
      call: async () => "Failure: not installed",
      result: null,
      message: { raw: "Failure: not installed" },
    },
    {
      name: "a bridge that throws gets a clear message",
      call: async () => {
        throw new BridgeCallError("boom");
      },
      result: null,
      message: { id: "native_bridge_error" },
    },
    {
      name: "no bridge at all gets the same message",
      call: async () => {
        throw new BridgeUnavailableError("none");
      },
      result: null,
      message: { id: "native_bridge_error" },
    },
  ])("$name", async ({ call, result, message }) => {
    expect(await run(call)).toEqual({ result, message });
  });
});
