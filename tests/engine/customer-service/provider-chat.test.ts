// @vitest-environment jsdom
/**
 * Each chat adapter against its provider's stand-in script, as the reference backend serves it
 * (GET /__dev/chat-providers/<type>.js, server/dev/chat-controls.ts), with fake timers for the spec's
 * timings: the script goes in at 500 ms, the hook runs on load and again at 1 s and 3 s, the
 * error-hide loop ticks every second three times, a script that never loads fails at 10 s. jsdom
 * does not fetch scripts, so the test runs the served source when the element is added.
 */
import Fastify from "fastify";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHAT_HOOK_REAPPLY_MS,
  CS_SCRIPT_TIMEOUT_MS,
  ERROR_HIDE_MAX_TICKS,
  ERROR_HIDE_TICK_MS,
  LIVE_CHAT_INJECT_DELAY_MS,
} from "../../../engine/constants";
import { adapterFor } from "../../../engine/customer-service/adapters/index";
import type { ChatIdentity, ProviderGlobals } from "../../../engine/customer-service/adapters/types";
import { type ProviderFailure, startProviderChat } from "../../../engine/customer-service/provider-chat";
import type { ServerContext } from "../../../server/context";
import { ChatSettings, CS_TYPES, type ProviderBehaviour } from "../../../server/data/chat-settings";
import { chatControls } from "../../../server/dev/chat-controls";

const IDENTITY: ChatIdentity = { name: "demo", id: "royal42", language: "EN" };
const GLOBALS = ["__lc", "LiveChatWidget", "Comm100API", "AICAN_CONFIG", "AiCan", "MDK_CONFIG", "mdk"];

/** The served stand-in of every provider under every behaviour a test needs. */
const served = new Map<string, string>();
const BEHAVIOURS: Record<string, Partial<ProviderBehaviour>> = {
  normal: {},
  neverReady: { neverReady: true },
  showsError: { showsError: true },
};

beforeAll(async () => {
  const chat = new ChatSettings(true);
  const app = Fastify();
  await app.register(chatControls, { chat } as unknown as ServerContext);
  for (const [name, behaviour] of Object.entries(BEHAVIOURS)) {
    chat.provider = { ...chat.clearedProvider(), ...behaviour };
    for (const csType of CS_TYPES) {
      const reply = await app.inject(`/__dev/chat-providers/${csType.toLowerCase()}.js`);
      expect(reply.statusCode).toBe(200);
      served.set(`${csType}:${name}`, reply.body);
    }
  }
  await app.close();
});

type Loading = "normal" | "neverReady" | "showsError" | "fails" | "hangs";

/** Runs the stand-in when the adapter adds its script element (or fails it, or never answers). */
function servePage(csType: string, loading: Loading) {
  const added: HTMLScriptElement[] = [];
  const original = document.head.append.bind(document.head);
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
    original(...nodes);
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      added.push(node);
      if (loading === "hangs") continue;
      if (loading === "fails") node.dispatchEvent(new Event("error"));
      else {
        // biome-ignore lint/security/noGlobalEval: runs the served stand-in, as the browser would run the script.
        window.eval(served.get(`${csType}:${loading}`) ?? "");
        node.dispatchEvent(new Event("load"));
      }
    }
  });
  return added;
}

function start(csType: string, onFailure: (reason: ProviderFailure) => void = () => undefined) {
  const adapter = adapterFor(csType);
  if (!adapter) throw new Error(`no adapter for ${csType}`);
  return startProviderChat(
    adapter,
    {
      csType,
      src: `https://provider.example/${csType}.js`,
      settings: { license: 7, siteId: "s1", codePlan: "p", appKey: "k" },
    },
    IDENTITY,
    {
      globals: window as unknown as ProviderGlobals,
      document,
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    onFailure,
  );
}

const panel = () => document.querySelector<HTMLElement>("[data-chat-stand-in]");
const opens = () => Number(panel()?.getAttribute("data-opens") ?? 0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  for (const name of GLOBALS) delete (window as unknown as ProviderGlobals)[name];
});

describe.each(CS_TYPES)("%s adapter against its stand-in", (csType) => {
  it("injects at 500 ms, opens with the identity, re-applies at 1 s and 3 s", async () => {
    const added = servePage(csType, "normal");
    start(csType);
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_INJECT_DELAY_MS - 1);
    expect(added).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe(`https://provider.example/${csType}.js`);
    expect(panel()?.getAttribute("data-chat-stand-in")).toBe(csType);
    expect(panel()?.textContent).toContain("chatting as demo (royal42) · EN");
    expect(opens()).toBe(1);
    const [first, second] = CHAT_HOOK_REAPPLY_MS;
    await vi.advanceTimersByTimeAsync(first - LIVE_CHAT_INJECT_DELAY_MS - 1);
    expect(opens()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(opens()).toBe(2);
    await vi.advanceTimersByTimeAsync(second - first - 1);
    expect(opens()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(opens()).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opens()).toBe(3);
  });

  it("hides the provider's error banner on the error-hide loop's ticks", async () => {
    servePage(csType, "showsError");
    start(csType);
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_INJECT_DELAY_MS);
    const banner = () => document.querySelector<HTMLElement>('[data-chat-stand-in] [role="alert"]');
    expect(banner()?.hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(ERROR_HIDE_TICK_MS - LIVE_CHAT_INJECT_DELAY_MS);
    expect(banner()?.hidden).toBe(true);
  });

  it("reports a script that loads without its API, once, and stops", async () => {
    servePage(csType, "neverReady");
    const failures: ProviderFailure[] = [];
    start(csType, (reason) => failures.push(reason));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failures).toEqual(["not-ready"]);
    expect(panel()).toBeNull();
  });
});

describe("provider script failures and timings", () => {
  it("a failing script is reported at once", async () => {
    servePage("LIVECHAT", "fails");
    const failures: ProviderFailure[] = [];
    start("LIVECHAT", (reason) => failures.push(reason));
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_INJECT_DELAY_MS);
    expect(failures).toEqual(["load"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failures).toEqual(["load"]);
  });

  it("a script that never answers fails after CS_SCRIPT_TIMEOUT_MS", async () => {
    servePage("COMM100", "hangs");
    const failures: ProviderFailure[] = [];
    start("COMM100", (reason) => failures.push(reason));
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_INJECT_DELAY_MS + CS_SCRIPT_TIMEOUT_MS - 1);
    expect(failures).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(failures).toEqual(["timeout"]);
  });

  it("the error-hide loop stops after its last tick", async () => {
    servePage("AICAN", "normal");
    start("AICAN");
    await vi.advanceTimersByTimeAsync(ERROR_HIDE_MAX_TICKS * ERROR_HIDE_TICK_MS);
    // A banner that comes later is the provider's to show: the loop is over.
    const late = document.createElement("div");
    late.className = "aican-error";
    document.body.append(late);
    await vi.advanceTimersByTimeAsync(10 * ERROR_HIDE_TICK_MS);
    expect(late.hidden).toBe(false);
  });

  it("a second need, once loaded, only runs the hook (no second script)", async () => {
    const added = servePage("MIDUOKE", "normal");
    start("MIDUOKE");
    await vi.advanceTimersByTimeAsync(5_000);
    const before = opens();
    start("MIDUOKE");
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_INJECT_DELAY_MS);
    expect(added).toHaveLength(1);
    expect(opens()).toBe(before + 1);
  });

  it("stopping before the delay injects nothing", async () => {
    const added = servePage("LIVECHAT", "normal");
    const stop = start("LIVECHAT");
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(added).toHaveLength(0);
  });

  it("a hook that throws is logged, not thrown", async () => {
    servePage("LIVECHAT", "normal");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    start("LIVECHAT");
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_INJECT_DELAY_MS);
    (window as unknown as ProviderGlobals).LiveChatWidget = {
      call: () => {
        throw new Error("provider bug");
      },
    };
    await vi.advanceTimersByTimeAsync(5_000);
    expect(warn).toHaveBeenCalled();
  });
});
