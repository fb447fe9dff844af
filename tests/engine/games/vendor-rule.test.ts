import { describe, expect, it } from "vitest";
import type { VendorLane } from "../../../engine/api/content";
import { applyVendorRule } from "../../../engine/games/vendor-rule";

const lane = (...types: string[]): VendorLane => ({
  title: "Lane",
  cards: types.map((type) => ({ accountTypeName: type, displayName: `${type} name`, icon: `/${type}.svg` })),
});
const shown = (lanes: VendorLane[]) =>
  lanes.map((l) => l.cards.map((c) => `${c.accountTypeName}:${c.displayName}`));

describe("the vendor rule (spec section 5)", () => {
  it.each([
    ["CNY", ["A", "RNG", "B", "PVP"], ["A:A name", "TCG:TCG", "B:B name"]],
    ["CNY", ["PVP", "TCG"], ["TCG:TCG"]],
    ["CNY", ["TCG", "RNG"], ["TCG:TCG name"]],
    ["CNY", ["BTI", "TCG"], ["BTI:BTI name", "TCG:TCG name"]],
    ["TLB", ["BTI", "X"], ["BTI:123BET", "X:X name"]],
    ["TLB", ["RNG", "PVP", "TCG"], ["TCG:123BET"]],
    ["tlbx", ["TCG"], ["TCG:123BET"]],
    ["PHP", ["BTI"], ["BTI:BTI name"]],
  ])("%s with %j shows %j", (currency, types, expected) => {
    expect(shown(applyVendorRule([lane(...types)], currency))).toEqual([expected]);
  });

  it("keeps each lane's own cards and the lane's other fields", () => {
    const lanes = [
      { ...lane("RNG"), title: "Slots", gameCount: 12, gameClassify: "SLOT" },
      { ...lane("PVP"), title: "Cards" },
    ];
    const result = applyVendorRule(lanes, "CNY");
    expect(result.map((l) => [l.title, l.gameCount, l.cards.length])).toEqual([
      ["Slots", 12, 1],
      ["Cards", undefined, 1],
    ]);
    expect(lanes[0]?.cards[0]?.accountTypeName).toBe("RNG");
  });
});
