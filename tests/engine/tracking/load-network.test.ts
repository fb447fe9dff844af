import { describe, expect, it } from "vitest";
import { loadNetwork, networkId } from "../../../engine/tracking/load-network";
import { AD_NETWORKS, type AdNetwork } from "../../../engine/tracking/network";

describe("loading a network", () => {
  const tracking = {
    facebookPixelId: "fb",
    tiktokPixelId: "tt",
    kwaiPixelId: "kw",
    gtagId: "gt",
    twitterPixelId: "tw",
    bigoId: "bg",
    kadamId: "kd",
    voluumId: "vo",
    propellerId: "pr",
    okspiderId: "ok",
    outbrainId: "ob",
  };

  it.each<[AdNetwork, string]>([
    ["facebook", "fb"],
    ["tiktok", "tt"],
    ["kwai", "kw"],
    ["gtag", "gt"],
    ["twitter", "tw"],
    ["bigo", "bg"],
    ["kadam", "kd"],
    ["voluum", "vo"],
    ["propeller", "pr"],
    ["okspider", "ok"],
    ["outbrain", "ob"],
  ])("reads %s's id from its own field", (network, id) => {
    expect(networkId(tracking, network)).toBe(id);
  });

  it("has no id for a merchant without tracking, or with a blank one", () => {
    expect(networkId(undefined, "facebook")).toBeUndefined();
    expect(networkId({}, "tiktok")).toBeUndefined();
    expect(networkId({ gtagId: "  " }, "gtag")).toBeUndefined();
  });

  it.each(AD_NETWORKS)("imports %s's adapter", async (network) => {
    expect(typeof (await loadNetwork(network))).toBe("function");
  });

  it("gives each network its own module", async () => {
    const starts = await Promise.all(AD_NETWORKS.map(loadNetwork));
    expect(new Set(starts).size).toBe(AD_NETWORKS.length);
  });
});
