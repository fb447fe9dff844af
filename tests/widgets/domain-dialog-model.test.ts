import { runInAction } from "mobx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PingFetch } from "../../engine/domains/domain-race";
import type { ImageLoad } from "../../engine/domains/probe-image";
import { memoryStorage } from "../../engine/platform/storage";
import { DomainDialogModel } from "../../widgets/domain-unreachable/model";
import { testConfig, testStores } from "../engine/test-stores";

const clock = {
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * Pings and probe images: origins in `alive` answer after 100 ms, the others fail after 50 ms.
 * `asked` says how each origin was tried.
 */
function pings(alive: string[]) {
  const asked: string[] = [];
  const answer = <T>(origin: string, signal: AbortSignal, value: T) =>
    new Promise<T>((resolve, reject) => {
      signal.addEventListener("abort", () => reject(new Error("aborted")));
      if (alive.includes(origin)) setTimeout(() => resolve(value), 100);
      else setTimeout(() => reject(new TypeError("Failed to fetch")), 50);
    });
  const fetch: PingFetch = (url, init) => {
    const origin = new URL(url).origin;
    asked.push(`ping ${origin}`);
    return answer(origin, init.signal, { ok: true, json: async () => ({ success: true }) });
  };
  const loadImage: ImageLoad = (url, signal) => {
    const origin = new URL(url).origin;
    asked.push(`image ${origin}`);
    return answer(origin, signal, { width: 192, height: 192 });
  };
  return { fetch, loadImage, asked };
}

function setUp(options: {
  alive: string[];
  bootstrap?: string[];
  routed?: string[] | "fails";
  file?: string[];
  search?: string;
}) {
  const localStorage = memoryStorage();
  const answers: Record<string, unknown> =
    options.routed === "fails"
      ? {}
      : {
          "/wps/system/domainRoute": {
            domains: (options.routed ?? []).map((domainName) => ({ domainName })),
          },
        };
  const stores = testStores(answers, memoryStorage(), {
    localStorage,
    config: { ...testConfig, api: { domains: (options.file ?? []) as never } },
  });
  runInAction(() => {
    stores.system.unavailable = {
      message: "closed",
      customerService: [],
      domainList: (options.bootstrap ?? []).map((domainName) => ({ domainName })),
    };
  });
  const { fetch, loadImage, asked } = pings(options.alive);
  const went: string[] = [];
  const model = new DomainDialogModel(stores, {
    fetch,
    loadImage,
    clock,
    random: () => 0.999,
    page: { protocol: "https:", host: "acme.example", search: options.search ?? "" },
    go: (url) => went.push(url),
  });
  return { model, asked, went, localStorage };
}

describe("the domain dialog's model (fake timers)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("races the bootstrap's, domainRoute's and the file's domains (not this one), then retry goes to the winner", async () => {
    const { model, asked, went, localStorage } = setUp({
      alive: ["https://c.example"],
      bootstrap: ["a.example", "acme.example"],
      routed: ["b.example", "a.example"],
      file: ["c.example"],
      search: "?r=R1",
    });
    localStorage.set("affiliateCode", "AF1");
    const racing = model.race();
    expect(model.phase).toBe("loading");
    model.retry(); // ignored while loading
    await vi.advanceTimersByTimeAsync(100);
    await racing;
    // The file's domain is in the policy's connect-src: pinged; the others only the platform
    // names: probed with the build's icon.
    expect(asked).toEqual(["image https://a.example", "image https://b.example", "ping https://c.example"]);
    expect(model.phase).toBe("shown");
    expect(model.winner).toBe("https://c.example");
    model.retry();
    expect(went).toEqual(["https://c.example/m/index.html?affiliateCode=AF1&r=R1"]);
  });

  it("all dead: says so; retry races again", async () => {
    const { model, asked, went } = setUp({ alive: [], bootstrap: ["a.example"], routed: "fails" });
    void model.race();
    await vi.advanceTimersByTimeAsync(50);
    expect(model.phase).toBe("shown");
    expect(model.failure).toBe("all-dead");
    model.retry();
    expect(model.phase).toBe("loading");
    await vi.advanceTimersByTimeAsync(50);
    expect(asked).toEqual(["image https://a.example", "image https://a.example"]);
    expect(model.failure).toBe("all-dead");
    expect(went).toEqual([]);
  });

  it("nothing listed anywhere (or only this domain): says so without pinging", async () => {
    const { model, asked } = setUp({
      alive: [],
      bootstrap: ["acme.example"],
      routed: "fails",
      file: ["bad/path"],
    });
    void model.race();
    await vi.advanceTimersByTimeAsync(0);
    expect(model.phase).toBe("shown");
    expect(model.failure).toBe("empty");
    expect(asked).toEqual([]);
  });

  it("a mirror only the bootstrap names wins by its icon, and retry goes there", async () => {
    const { model, asked, went } = setUp({
      alive: ["https://mirror.example"],
      bootstrap: ["mirror.example"],
      routed: "fails",
      file: ["c.example"],
    });
    const racing = model.race();
    await vi.advanceTimersByTimeAsync(100);
    await racing;
    expect(asked).toEqual(["image https://mirror.example", "ping https://c.example"]);
    expect(model.winner).toBe("https://mirror.example");
    model.retry();
    expect(went).toEqual(["https://mirror.example/m/index.html"]);
  });

  it("stop() leaves a running race's outcome unused", async () => {
    const { model } = setUp({ alive: ["https://a.example"], bootstrap: ["a.example"] });
    void model.race();
    await vi.advanceTimersByTimeAsync(10);
    model.stop();
    await vi.advanceTimersByTimeAsync(200);
    expect(model.phase).toBe("loading");
    expect(model.winner).toBeNull();
  });
});
