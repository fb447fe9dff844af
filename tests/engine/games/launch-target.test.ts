import { describe, expect, it } from "vitest";
import { launchRequest, launchTargetFromQuery } from "../../../engine/games/launch-request";
import { launchKind } from "../../../engine/games/launch-target";

const context = { lotteryLanguage: "VI", labelName: "Gold", backUrl: "https://m.brand.example/m/home" };

describe("/m/launchGame's query (spec section 2)", () => {
  it("reads a third-party game, a vendor lobby and a lottery", () => {
    expect(
      launchTargetFromQuery("?vendor=REELFORGE&code=RF_DRAGON&playType=real&backUrl=%2Fm%2Fhome"),
    ).toEqual({
      kind: "game",
      vendor: "REELFORGE",
      gameCode: "RF_DRAGON",
      prizeMode: undefined,
      playType: "real",
      lottoView: undefined,
      backUrl: "/m/home",
      title: undefined,
    });
    expect(launchTargetFromQuery("?vendor=VELVETLIVE")).toMatchObject({
      kind: "game",
      vendor: "VELVETLIVE",
      gameCode: undefined,
    });
    expect(launchTargetFromQuery("?prize_mode=A&code=GD_FAST3&lottoView=trend")).toMatchObject({
      kind: "lottery",
      prizeMode: "A",
      gameCode: "GD_FAST3",
      lottoView: "trend",
    });
  });

  it.each(["", "?playType=real", "?prize_mode=A", "?vendor=%20"])("names nothing to launch: %j", (search) => {
    expect(launchTargetFromQuery(search)).toBeNull();
  });
});

describe("the launch call's fields (spec section 3)", () => {
  it("a third-party game: its code, vendor and the member's label, no lottery fields", () => {
    expect(
      launchRequest({ kind: "game", vendor: "REELFORGE", gameCode: "RF_DRAGON", playType: "real" }, context),
    ).toEqual({
      gameCode: "RF_DRAGON",
      vendor: "REELFORGE",
      hasLobby: false,
      playType: "real",
      backUrl: context.backUrl,
      labelName: "Gold",
    });
  });

  it("a vendor's lobby: the vendor as the game code, hasLobby", () => {
    expect(
      launchRequest({ kind: "game", vendor: "VELVETLIVE" }, { ...context, labelName: undefined }),
    ).toEqual({
      gameCode: "VELVETLIVE",
      vendor: "VELVETLIVE",
      hasLobby: true,
      backUrl: context.backUrl,
    });
  });

  it("a lottery adds its area, mode, prize mode, game code, device, language and title", () => {
    expect(
      launchRequest(
        { kind: "lottery", gameCode: "GD_FAST3", prizeMode: "A", lottoArea: "VN", title: "Fast 3" },
        context,
      ),
    ).toEqual({
      gameCode: "GD_FAST3",
      hasLobby: false,
      prizeMode: "A",
      backUrl: context.backUrl,
      labelName: "Gold",
      lottoArea: "VN",
      launchMode: "H5",
      lottoPrizeMode: "A",
      lottoGameCode: "GD_FAST3",
      device: "MOBILE",
      language: "VI",
      title: "Fast 3",
    });
  });
});

describe("which launches are lotteries", () => {
  it.each([
    ["LOTTERY", "lottery"],
    ["lotto", "lottery"],
    [" Lottery ", "lottery"],
    ["SLOT", "game"],
    [undefined, "game"],
  ])("%j launches as a %s", (type, kind) => {
    expect(launchKind(type)).toBe(kind);
  });
});
