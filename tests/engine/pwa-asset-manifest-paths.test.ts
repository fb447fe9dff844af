import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ASSET_HASH_FIRST_CHECK_MS, ASSET_HASH_INTERVAL_MS } from "../../engine/constants";
import { AssetHashCheck } from "../../engine/pwa/asset-hash-check";
import { fetchAssetHash } from "../../engine/pwa/fetch-asset-hash";

type Answer = { status: number; body: unknown } | "unreachable";

/**
 * A server whose two manifest addresses the test sets; the update check runs over it as the
 * page runs it, with fake timers.
 */
function deploy(runningHash = "build-1") {
  const served: Record<string, Answer> = {
    "/m/asset-manifest.json": { status: 200, body: { hash: "build-1" } },
    "/mobile/mc/asset-manifest.json": { status: 200, body: { hash: "build-1" } },
  };
  const asked: string[] = [];
  const fetcher = (async (input: string) => {
    asked.push(input);
    const answer = served[input.split("?")[0] ?? ""];
    if (!answer || answer === "unreachable") throw new TypeError("Failed to fetch");
    const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status });
  }) as unknown as typeof fetch;
  const updates: number[] = [];
  const check = new AssetHashCheck({
    runningHash,
    fetchHash: () => fetchAssetHash(fetcher, Date.now),
    onUpdate: () => updates.push(Date.now()),
    visibility: { isVisible: () => true, subscribe: () => () => undefined },
    timers: { setTimeout, clearTimeout, setInterval, clearInterval },
  });
  const paths = () => asked.map((url) => url.split("?")[0]);
  return { served, asked, paths, updates, check };
}

describe("the update check reads both manifest addresses (spec §7)", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  it("asks /m first, with a timestamp, and stops there when it answers a hash", async () => {
    const { served, asked, paths, updates, check } = deploy();
    served["/m/asset-manifest.json"] = { status: 200, body: { hash: "build-2" } };
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS);
    expect(paths()).toEqual(["/m/asset-manifest.json"]);
    expect(asked[0]).toBe(
      `/m/asset-manifest.json?timestamp=${1_700_000_000_000 + ASSET_HASH_FIRST_CHECK_MS}`,
    );
    expect(updates).toHaveLength(1);
  });

  it("believes /m over the legacy address when both answer", async () => {
    const { served, updates, check } = deploy();
    served["/mobile/mc/asset-manifest.json"] = { status: 200, body: { hash: "stale-cdn-copy" } };
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS);
    expect(updates).toHaveLength(0);
  });

  it.each<[string, Answer]>([
    ["answers an HTTP error", { status: 404, body: "Not found" }],
    ["is unreachable", "unreachable"],
    ["answers no hash", { status: 200, body: { files: [] } }],
    ["answers an empty hash", { status: 200, body: { hash: "" } }],
    ["answers something that is not JSON", { status: 200, body: "<html>proxy</html>" }],
    ["answers null", { status: 200, body: null }],
  ])("reads /mobile/mc when /m %s, and reports the deploy it shows", async (_, answer) => {
    const { served, paths, updates, check } = deploy();
    served["/m/asset-manifest.json"] = answer;
    served["/mobile/mc/asset-manifest.json"] = { status: 200, body: { hash: "build-2" } };
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS);
    expect(paths()).toEqual(["/m/asset-manifest.json", "/mobile/mc/asset-manifest.json"]);
    expect(updates).toHaveLength(1);
  });

  it("stays quiet when the legacy address shows the running build", async () => {
    const { served, updates, check } = deploy();
    served["/m/asset-manifest.json"] = { status: 503, body: "deploying" };
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS);
    expect(updates).toHaveLength(0);
  });

  it("when neither answers (offline) reports nothing and tries both again next hour", async () => {
    const { served, paths, updates, check } = deploy();
    served["/m/asset-manifest.json"] = "unreachable";
    served["/mobile/mc/asset-manifest.json"] = "unreachable";
    check.start();
    await vi.advanceTimersByTimeAsync(ASSET_HASH_FIRST_CHECK_MS);
    expect(paths()).toHaveLength(2);
    expect(updates).toHaveLength(0);

    served["/m/asset-manifest.json"] = { status: 200, body: { hash: "build-3" } };
    await vi.advanceTimersByTimeAsync(ASSET_HASH_INTERVAL_MS - ASSET_HASH_FIRST_CHECK_MS);
    expect(paths()).toHaveLength(3);
    expect(updates).toHaveLength(1);
  });
});
