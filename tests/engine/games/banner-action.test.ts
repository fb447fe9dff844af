import { describe, expect, it } from "vitest";
import type { Banner } from "../../../engine/api/content";
import { bannerAction, isHomeBanner } from "../../../engine/games/banner-action";

const banner = (fields: Partial<Banner>): Banner => ({ title: "Banner", url: "/b.svg", ...fields });

describe("what a banner tap does (spec section 3, banner click item)", () => {
  it("P opens the promotion named by the linkage", () => {
    expect(bannerAction(banner({ linkageType: "P", linkage: " 101 " }))).toEqual({
      kind: "promotion",
      id: "101",
    });
  });

  it("URL opens an http(s) page, and nothing else", () => {
    expect(bannerAction(banner({ linkageType: "URL", linkage: "https://brand.example/x" }))).toEqual({
      kind: "external",
      url: "https://brand.example/x",
    });
    expect(bannerAction(banner({ linkageType: "URL", linkage: "javascript:alert(1)" })).kind).toBe("none");
  });

  it("G launches the game with its vendor, room and node; a lottery type launches a lottery", () => {
    expect(
      bannerAction(
        banner({
          title: "Dragon",
          linkageType: "G",
          linkage: "RF_DRAGON",
          vendor: "REELFORGE",
          gameType: "SLOT",
          nodeId: 7,
        }),
      ),
    ).toEqual({
      kind: "game",
      target: { kind: "game", vendor: "REELFORGE", gameCode: "RF_DRAGON", title: "Dragon", nodeId: "7" },
    });
    const lottery = bannerAction(
      banner({ linkageType: "g", linkage: "GD_FAST3", gameType: "LOTTERY", roomId: "r1" }),
    );
    expect(lottery).toMatchObject({
      kind: "game",
      target: { kind: "lottery", gameCode: "GD_FAST3", roomId: "r1" },
    });
  });

  it.each([
    [{ linkageType: "X", linkage: "1" }, /unknown linkageType "X"/],
    [{ linkageType: "P", linkage: "" }, /without an id/],
    [{ linkageType: "G" }, /without a game/],
    [{}, /without a click item/],
  ])("does nothing, and says why, for %j", (fields, reason) => {
    const action = bannerAction(banner(fields));
    expect(action.kind).toBe("none");
    expect(action.kind === "none" && action.reason).toMatch(reason);
  });

  it("leaves the welcome-image groups to the popups", () => {
    expect(
      [undefined, "m_banner", "m_popup1", "M_POPUP2"].map((groupName) => isHomeBanner(banner({ groupName }))),
    ).toEqual([true, true, false, false]);
  });
});
