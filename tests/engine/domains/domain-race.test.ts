import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  DOMAIN_RACE_MAX_DOMAINS,
  DOMAIN_RACE_PING_TIMEOUT_MS,
  PING_ABORT_MS,
  PWA_ICON_SIZES,
} from "../../../engine/constants";
import {
  candidateOrigins,
  originOf,
  type PingFetch,
  type RaceClock,
  raceDomains,
  retryUrl,
  shuffledCandidates,
} from "../../../engine/domains/domain-race";
import { fetchableOrigins } from "../../../engine/domains/fetchable-origins";
import {
  DOMAIN_PROBE_ICON_SIZE,
  type ImageLoad,
  PROBE_IMAGE_PATH,
} from "../../../engine/domains/probe-image";

const clock: RaceClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

const success = () => ({ ok: true, json: async () => ({ success: true, value: true }) });

/** A fake network: each origin answers after its delay (ms), fails, or never answers. */
function network(plan: Record<string, { afterMs: number; answer: "ok" | "fail" | "html" | "500" } | "hang">) {
  const calls: Array<{ url: string; merchant: string; signal: AbortSignal }> = [];
  const fetch: PingFetch = (url, init) => {
    calls.push({ url, merchant: init.headers.Merchant ?? "", signal: init.signal });
    const step = plan[new URL(url).origin];
    return new Promise((resolve, reject) => {
      init.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      if (!step || step === "hang") return;
      setTimeout(() => {
        if (step.answer === "ok") resolve(success());
        else if (step.answer === "fail") reject(new TypeError("Failed to fetch"));
        else if (step.answer === "500") resolve({ ok: false, json: async () => ({ success: false }) });
        else resolve({ ok: true, json: async () => Promise.reject(new SyntaxError("<html>")) });
      }, step.afterMs);
    });
  };
  return { fetch, calls };
}

describe("originOf: only plain hosts become candidates", () => {
  it.each([
    ["m.sunrise-play.example", "https:", "https://m.sunrise-play.example"],
    ["mirror.sunrise.localhost:4204", "http:", "http://mirror.sunrise.localhost:4204"],
    ["https://b.example/", "https:", "https://b.example"],
    [{ domainName: "c.example" }, "https:", "https://c.example"],
    ["  d.example ", "https:", "https://d.example"],
    ["http://e.example", "https:", null],
    ["javascript:alert(1)", "https:", null],
    ["ftp://f.example", "https:", null],
    ["g.example/path", "https:", null],
    ["user:pw@h.example", "https:", null],
    ["i.example?x=1", "https:", null],
    ["two words.example", "https:", null],
    ["", "https:", null],
    [42, "https:", null],
    [{ domainName: 7 }, "https:", null],
    [null, "https:", null],
  ])("%j on %s → %s", (entry, protocol, expected) => {
    expect(originOf(entry, protocol)).toBe(expected);
  });
});

describe("candidateOrigins", () => {
  const page = { protocol: "https:", host: "sunrise-play.example" };
  it.each([
    [
      "merges the sources in order, once each",
      [
        ["a.example", "b.example"],
        [{ domainName: "b.example" }, "c.example"],
      ],
      ["https://a.example", "https://b.example", "https://c.example"],
    ],
    ["leaves out the page's own origin", [["sunrise-play.example", "a.example"]], ["https://a.example"]],
    ["skips missing or broken sources", [null, undefined, ["a.example", "bad/path"]], ["https://a.example"]],
    ["is empty when nothing is usable", [[], ["sunrise-play.example"]], []],
  ] as const)("%s", (_name, sources, expected) => {
    expect(candidateOrigins(sources as never, page)).toEqual(expected);
  });
});

describe("shuffledCandidates", () => {
  const twelve = Array.from({ length: 12 }, (_, i) => `https://d${i}.example`);
  it("keeps at most DOMAIN_RACE_MAX_DOMAINS (10)", () => {
    expect(DOMAIN_RACE_MAX_DOMAINS).toBe(10);
    expect(shuffledCandidates(twelve, () => 0.5)).toHaveLength(10);
  });
  it.each([
    ["dice always 0.999 keeps the order", () => 0.999, ["a", "b", "c"]],
    ["dice always 0 rotates", () => 0, ["b", "c", "a"]],
  ])("%s", (_name, random, expected) => {
    expect(shuffledCandidates(["a", "b", "c"], random)).toEqual(expected);
  });
  it("takes members to different domains with different dice, and never loses or repeats one", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const picked = shuffledCandidates(twelve, random, 12);
    expect([...picked].sort()).toEqual([...twelve].sort());
    expect(picked).not.toEqual(twelve);
  });
  it("handles an empty list and a dice returning 1", () => {
    expect(shuffledCandidates([], Math.random)).toEqual([]);
    expect(shuffledCandidates(["a", "b"], () => 1)).toHaveLength(2);
  });
});

describe("raceDomains (fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it("an empty list ends at once as 'empty', pinging nothing", async () => {
    const { fetch, calls } = network({});
    await expect(raceDomains({ origins: [], merchant: "sunrise", fetch, clock })).resolves.toEqual({
      kind: "none",
      reason: "empty",
    });
    expect(calls).toHaveLength(0);
  });

  it("pings each candidate with the speed timestamp and the Merchant header; the first answer wins", async () => {
    const { fetch, calls } = network({
      "https://slow.example": { afterMs: 3_000, answer: "ok" },
      "https://fast.example": { afterMs: 800, answer: "ok" },
    });
    const race = raceDomains({
      origins: ["https://slow.example", "https://fast.example"],
      merchant: "sunrise",
      fetch,
      clock,
    });
    await vi.advanceTimersByTimeAsync(800);
    await expect(race).resolves.toEqual({ kind: "won", origin: "https://fast.example" });
    expect(calls.map((call) => call.url)).toEqual([
      "https://slow.example/wps/system/test/ping?speed=1700000000000",
      "https://fast.example/wps/system/test/ping?speed=1700000000000",
    ]);
    expect(calls.every((call) => call.merchant === "sunrise")).toBe(true);
    // The loser is aborted: it spends nothing more on the member's connection.
    expect(calls[0]?.signal.aborted).toBe(true);
    // Only the fake network's own pending answer is left: the race's timers are cleared.
    expect(vi.getTimerCount()).toBe(1);
  });

  it.each([
    ["a network failure", { afterMs: 10, answer: "fail" as const }],
    ["an HTTP error", { afterMs: 10, answer: "500" as const }],
    ["a page that is not the platform's answer", { afterMs: 10, answer: "html" as const }],
  ])("a candidate with %s is out; a later live one still wins", async (_name, step) => {
    const { fetch } = network({
      "https://bad.example": step,
      "https://good.example": { afterMs: 2_000, answer: "ok" },
    });
    const race = raceDomains({
      origins: ["https://bad.example", "https://good.example"],
      merchant: "m",
      fetch,
      clock,
    });
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(race).resolves.toEqual({ kind: "won", origin: "https://good.example" });
  });

  it("a candidate slower than 10 s is out, even if it answers later", async () => {
    expect(DOMAIN_RACE_PING_TIMEOUT_MS).toBe(10_000);
    const { fetch, calls } = network({ "https://late.example": { afterMs: 10_001, answer: "ok" } });
    let outcome: unknown;
    void raceDomains({ origins: ["https://late.example"], merchant: "m", fetch, clock }).then((o) => {
      outcome = o;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: "none", reason: "all-dead" });
    expect(calls[0]?.signal.aborted).toBe(true);
  });

  it("an answer just inside 10 s still wins", async () => {
    const { fetch } = network({ "https://edge.example": { afterMs: 9_999, answer: "ok" } });
    const race = raceDomains({ origins: ["https://edge.example"], merchant: "m", fetch, clock });
    await vi.advanceTimersByTimeAsync(9_999);
    await expect(race).resolves.toEqual({ kind: "won", origin: "https://edge.example" });
  });

  it("all dead: ends as soon as the last candidate fails, without waiting for the timeouts", async () => {
    const { fetch } = network({
      "https://a.example": { afterMs: 100, answer: "fail" },
      "https://b.example": { afterMs: 300, answer: "500" },
    });
    let outcome: unknown;
    void raceDomains({
      origins: ["https://a.example", "https://b.example"],
      merchant: "m",
      fetch,
      clock,
    }).then((o) => {
      outcome = o;
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: "none", reason: "all-dead" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("every candidate hanging: all dead at 10 s", async () => {
    const { fetch } = network({ "https://a.example": "hang", "https://b.example": "hang" });
    let outcome: unknown;
    void raceDomains({
      origins: ["https://a.example", "https://b.example"],
      merchant: "m",
      fetch,
      clock,
    }).then((o) => {
      outcome = o;
    });
    await vi.advanceTimersByTimeAsync(DOMAIN_RACE_PING_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: "none", reason: "all-dead" });
  });

  it("the whole race is aborted at 20 s whatever the candidates' own limit", async () => {
    expect(PING_ABORT_MS).toBe(20_000);
    const { fetch, calls } = network({ "https://a.example": "hang" });
    let outcome: unknown;
    void raceDomains({
      origins: ["https://a.example"],
      merchant: "m",
      fetch,
      clock,
      pingTimeoutMs: 60_000,
    }).then((o) => {
      outcome = o;
    });
    await vi.advanceTimersByTimeAsync(PING_ABORT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: "none", reason: "aborted" });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops when the caller aborts (the dialog closed), and does not start when already aborted", async () => {
    const { fetch, calls } = network({ "https://a.example": "hang" });
    const controller = new AbortController();
    const race = raceDomains({
      origins: ["https://a.example"],
      merchant: "m",
      fetch,
      clock,
      signal: controller.signal,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await expect(race).resolves.toEqual({ kind: "none", reason: "aborted" });
    expect(calls[0]?.signal.aborted).toBe(true);
    await expect(
      raceDomains({ origins: ["https://a.example"], merchant: "m", fetch, clock, signal: controller.signal }),
    ).resolves.toEqual({ kind: "none", reason: "aborted" });
    expect(calls).toHaveLength(1);
  });

  it("a fetch that throws at once counts as a dead candidate", async () => {
    const fetch: PingFetch = () => {
      throw new TypeError("bad url");
    };
    await expect(
      raceDomains({ origins: ["https://a.example"], merchant: "m", fetch, clock }),
    ).resolves.toEqual({
      kind: "none",
      reason: "all-dead",
    });
  });
});

/** A fake image loader: each origin's icon decodes at a size after its delay, fails, or never loads. */
function images(plan: Record<string, { afterMs: number; size: number | "fail" } | "hang">) {
  const calls: Array<{ url: string; signal: AbortSignal }> = [];
  const loadImage: ImageLoad = (url, signal) => {
    calls.push({ url, signal });
    const step = plan[new URL(url).origin];
    return new Promise((resolve, reject) => {
      signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      if (!step || step === "hang") return;
      setTimeout(() => {
        if (step.size === "fail") reject(new Error("did not decode"));
        else resolve({ width: step.size, height: step.size });
      }, step.afterMs);
    });
  };
  return { loadImage, calls };
}

describe("raceDomains over mirrors the policy does not name: the icon probe (fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
  });
  afterEach(() => vi.useRealTimers());
  const fileDomain = "https://file.example";
  const pingable = (origin: string) => origin === fileDomain;

  it("probes a runtime mirror with the build's icon (no fetch), pings the file's domain; the first alive wins", async () => {
    const { fetch, calls: pings } = network({ [fileDomain]: { afterMs: 3_000, answer: "ok" } });
    const { loadImage, calls: probes } = images({ "https://mirror.example": { afterMs: 700, size: 192 } });
    const race = raceDomains({
      origins: ["https://mirror.example", fileDomain],
      merchant: "sunrise",
      fetch,
      loadImage,
      pingable,
      clock,
    });
    await vi.advanceTimersByTimeAsync(700);
    await expect(race).resolves.toEqual({ kind: "won", origin: "https://mirror.example" });
    expect(probes.map((call) => call.url)).toEqual([
      `https://mirror.example${PROBE_IMAGE_PATH}?speed=1700000000000`,
    ]);
    expect(PROBE_IMAGE_PATH).toBe("/m/icons/icon-192.png");
    // An icon every build writes.
    expect(PWA_ICON_SIZES).toContain(DOMAIN_PROBE_ICON_SIZE);
    expect(pings.map((call) => new URL(call.url).origin)).toEqual([fileDomain]);
    expect(pings[0]?.signal.aborted).toBe(true);
  });

  it.each([
    [
      "an image that does not load (a dead host, a parked page's HTML)",
      { afterMs: 10, size: "fail" as const },
    ],
    ["an image of another size (not this build's icon)", { afterMs: 10, size: 64 }],
  ])("a mirror with %s is out; the race goes on", async (_name, step) => {
    const { fetch } = network({ [fileDomain]: { afterMs: 2_000, answer: "ok" } });
    const { loadImage } = images({ "https://mirror.example": step });
    const race = raceDomains({
      origins: ["https://mirror.example", fileDomain],
      merchant: "m",
      fetch,
      loadImage,
      pingable,
      clock,
    });
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(race).resolves.toEqual({ kind: "won", origin: fileDomain });
  });

  it("a probe keeps the ping's limits: out at 10 s, and the whole race aborted at 20 s", async () => {
    const { fetch } = network({});
    const { loadImage, calls } = images({ "https://late.example": { afterMs: 10_001, size: 192 } });
    let outcome: unknown;
    void raceDomains({
      origins: ["https://late.example"],
      merchant: "m",
      fetch,
      loadImage,
      pingable,
      clock,
    }).then((o) => {
      outcome = o;
    });
    await vi.advanceTimersByTimeAsync(DOMAIN_RACE_PING_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: "none", reason: "all-dead" });
    expect(calls[0]?.signal.aborted).toBe(true);

    const hanging = images({ "https://a.example": "hang" });
    let aborted: unknown;
    void raceDomains({
      origins: ["https://a.example"],
      merchant: "m",
      fetch,
      loadImage: hanging.loadImage,
      pingable,
      clock,
      pingTimeoutMs: 60_000,
    }).then((o) => {
      aborted = o;
    });
    await vi.advanceTimersByTimeAsync(PING_ABORT_MS - 1);
    expect(aborted).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toEqual({ kind: "none", reason: "aborted" });
    expect(hanging.calls[0]?.signal.aborted).toBe(true);
  });
});

describe("fetchableOrigins: what connect-src names, so what the race may ping", () => {
  it.each([
    [undefined, []],
    [{}, []],
    [{ origin: "", domains: [] }, []],
    [
      { origin: "https://api.example/wps", domains: ["M.Example", "n.example"] },
      ["https://api.example", "https://m.example", "https://n.example"],
    ],
    [{ origin: "/relative", domains: ["m.example", "m.example"] }, ["https://m.example"]],
  ])("%j → %j", (api, expected) => {
    expect(fetchableOrigins(api)).toEqual(expected);
  });
});

describe("retryUrl", () => {
  const none = { affiliateCode: null, referralCode: null };
  it.each([
    ["no codes", "", none, "https://b.example/m/index.html"],
    [
      "codes of the address",
      "?affiliateCode=AF1&r=R9&x=1",
      none,
      "https://b.example/m/index.html?affiliateCode=AF1&r=R9",
    ],
    ["referralCode spelled out", "?referralCode=R2", none, "https://b.example/m/index.html?r=R2"],
    [
      "codes kept from the landing link",
      "",
      { affiliateCode: "AF7", referralCode: "R7" },
      "https://b.example/m/index.html?affiliateCode=AF7&r=R7",
    ],
    [
      "the address wins over the kept ones",
      "?affiliateCode=NEW",
      { affiliateCode: "OLD", referralCode: "R7" },
      "https://b.example/m/index.html?affiliateCode=NEW&r=R7",
    ],
    ["codes are encoded", "?affiliateCode=a%26b", none, "https://b.example/m/index.html?affiliateCode=a%26b"],
  ])("%s", (_name, search, kept, expected) => {
    expect(retryUrl("https://b.example", search, kept)).toBe(expected);
  });
});
