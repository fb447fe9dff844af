import { describe, expect, it } from "vitest";
import { redeemBlock, SERVER_REFUSALS } from "../../widgets/point-market/redeem-rule";

describe("redeemBlock", () => {
  it("lets an item in stock that the points cover be redeemed, down to the last point", () => {
    expect(redeemBlock({ cost: 300, stock: 50 }, 1_200)).toBeNull();
    expect(redeemBlock({ cost: 300, stock: 1 }, 300)).toBeNull();
  });

  it("says not enough points when the points fall short by even one", () => {
    expect(redeemBlock({ cost: 300, stock: 50 }, 299)).toBe("not_enough_points");
  });

  it("says out of stock first, since more points would not help", () => {
    expect(redeemBlock({ cost: 300, stock: 0 }, 1_200)).toBe("out_of_stock");
    expect(redeemBlock({ cost: 3_000, stock: 0 }, 10)).toBe("out_of_stock");
  });

  it("reads the server's refusals as the same reasons", () => {
    expect(SERVER_REFUSALS["item.out.of.stock"]).toBe("out_of_stock");
    expect(SERVER_REFUSALS["points.insufficient"]).toBe("not_enough_points");
    expect(SERVER_REFUSALS["system.busy"]).toBeUndefined();
  });
});
