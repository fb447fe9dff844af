// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEVICE_FRAME_TIMEOUT_MS } from "../../../engine/constants";
import {
  DEVICE_ID_ANSWER,
  DEVICE_ID_REQUEST,
  deviceFrameUrl,
  exchangeDeviceId,
  readDeviceMessage,
} from "../../../engine/platform/device-frame";
import { readEnvironment } from "../../../engine/platform/environment";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const frameWindow = {};
const frame = { origin: "https://device.example", window: frameWindow };

describe("which message is the device id (spec §5, §7)", () => {
  it.each([
    {
      name: "the frame's answer",
      origin: frame.origin,
      source: frameWindow,
      data: { type: DEVICE_ID_ANSWER, deviceId: ID },
      verdict: { kind: "id", deviceId: ID },
    },
    {
      name: "a foreign origin",
      origin: "https://evil.example",
      source: frameWindow,
      data: { type: DEVICE_ID_ANSWER, deviceId: ID },
      verdict: { kind: "ignored", reason: "foreign-origin" },
    },
    {
      name: "the right origin from another window",
      origin: frame.origin,
      source: {},
      data: { type: DEVICE_ID_ANSWER, deviceId: ID },
      verdict: { kind: "ignored", reason: "foreign-window" },
    },
    {
      name: "35 characters",
      origin: frame.origin,
      source: frameWindow,
      data: { type: DEVICE_ID_ANSWER, deviceId: ID.slice(1) },
      verdict: { kind: "ignored", reason: "invalid-id" },
    },
    {
      name: "37 characters",
      origin: frame.origin,
      source: frameWindow,
      data: { type: DEVICE_ID_ANSWER, deviceId: `${ID}x` },
      verdict: { kind: "ignored", reason: "invalid-id" },
    },
    {
      name: "a number",
      origin: frame.origin,
      source: frameWindow,
      data: { type: DEVICE_ID_ANSWER, deviceId: 7 },
      verdict: { kind: "ignored", reason: "invalid-id" },
    },
    {
      name: "another kind of message",
      origin: frame.origin,
      source: frameWindow,
      data: { type: "other" },
      verdict: { kind: "ignored", reason: "not-an-answer" },
    },
    {
      name: "a string",
      origin: frame.origin,
      source: frameWindow,
      data: ID,
      verdict: { kind: "ignored", reason: "not-an-answer" },
    },
    {
      name: "null",
      origin: frame.origin,
      source: frameWindow,
      data: null,
      verdict: { kind: "ignored", reason: "not-an-answer" },
    },
  ])("$name", ({ origin, source, data, verdict }) => {
    expect(readDeviceMessage({ origin, source, data }, frame)).toEqual(verdict);
  });

  it.each([
    { raw: "https://device.example/id", url: "https://device.example/id" },
    {
      raw: "http://127.0.0.1:4203/__dev/native-shell/device-frame?id=x",
      url: "http://127.0.0.1:4203/__dev/native-shell/device-frame?id=x",
    },
    { raw: "javascript:alert(1)", url: null },
    { raw: "not a url", url: null },
    { raw: null, url: null },
  ])("frame URL $raw → $url", ({ raw, url }) => {
    expect(deviceFrameUrl(raw)?.href ?? null).toBe(url);
  });

  it.each([
    {
      ua: "Mozilla/5.0 (Linux; Android 14) WLApp/android/2.1 WLDeviceFrame/https://d.example/f?id=1",
      frame: "https://d.example/f?id=1",
    },
    { ua: "Mozilla/5.0 (Linux; Android 14) WLDeviceFrame/https://d.example/f", frame: null },
    { ua: "Mozilla/5.0 WLApp/ios WLDeviceFrame/ftp://d.example/f", frame: null },
  ])("the frame only comes from a shell's user agent: $ua", ({ ua, frame }) => {
    expect(readEnvironment(ua, "?deviceFrame=https://evil.example").deviceFrame).toBe(frame);
  });
});

describe("the exchange with the hidden frame", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  const start = () => {
    const url = new URL("https://device.example/frame");
    const result = exchangeDeviceId(window, url, "app-id");
    const element = document.querySelector<HTMLIFrameElement>("iframe[data-testid=device-frame]");
    if (!element) throw new Error("no frame");
    return { result, element };
  };
  const post = (data: unknown, origin: string, source: unknown) =>
    window.dispatchEvent(new MessageEvent("message", { data, origin, source: source as Window }));

  it("loads the frame hidden, asks it on load with the app's id, takes its answer and removes it", async () => {
    const { result, element } = start();
    expect(element.hidden).toBe(true);
    expect(element.src).toBe("https://device.example/frame");
    const ask = vi.spyOn(element.contentWindow as Window, "postMessage").mockImplementation(() => undefined);
    element.dispatchEvent(new Event("load"));
    expect(ask).toHaveBeenCalledWith(
      { type: DEVICE_ID_REQUEST, deviceId: "app-id" },
      "https://device.example",
    );
    post({ type: DEVICE_ID_ANSWER, deviceId: ID }, "https://device.example", element.contentWindow);
    await expect(result).resolves.toBe(ID);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("ignores a foreign origin's id with a warning and waits for the frame's", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { result, element } = start();
    post({ type: DEVICE_ID_ANSWER, deviceId: "f".repeat(36) }, "https://evil.example", element.contentWindow);
    post({ type: "chatter" }, "https://other.example", null);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("foreign-origin");
    post({ type: DEVICE_ID_ANSWER, deviceId: ID }, "https://device.example", element.contentWindow);
    await expect(result).resolves.toBe(ID);
  });

  it(`gives up after ${DEVICE_FRAME_TIMEOUT_MS} ms without an answer`, async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { result } = start();
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(DEVICE_FRAME_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });
});
