// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import game from "../../widgets/game-viewer/register";
import launchGame from "../../widgets/launch-game/register";
import { fail, renderWidget, screen } from "./harness";

const MATCHES = {
  matches: [{ gameCode: "RF_FRUIT", gameName: "Fruit Stack", vendor: "REELFORGE", gameType: "SLOT" }],
};
const GAME_URL = "http://games.localhost/wps/demo/game?game=RF_FRUIT";
const MEMBER = { session: { token: "member-token" } };

describe("/m/launchGame (spec section 2)", () => {
  it("launches the game the link names, with the member's token, and opens it by name in the viewer", async () => {
    const page = await renderWidget(launchGame, {
      ...MEMBER,
      with: [game],
      path: "/m/launchGame?vendor=REELFORGE&code=RF_FRUIT&playType=real",
      responses: {
        "/wps/relay/GCSGAME_getGameMatchV2": MATCHES,
        "/wps/game/launchGame": { gameUrl: GAME_URL },
      },
    });
    await page.settle();
    const [launch] = page.requestsTo("/wps/game/launchGame");
    expect(launch?.query).toMatchObject({
      gameCode: "RF_FRUIT",
      vendor: "REELFORGE",
      playType: "real",
      hasLobby: "false",
    });
    expect(launch?.headers.authorization).toBe("member-token");
    expect(page.location().pathname).toBe("/m/game");
    expect(screen.getByRole("heading", { name: "Fruit Stack" })).toBeTruthy();
    expect(screen.getByTitle("Game: Fruit Stack").getAttribute("src")).toBe(GAME_URL);
  });

  it("sends a visitor to log in, keeping the launch for after", async () => {
    const page = await renderWidget(launchGame, { path: "/m/launchGame?vendor=REELFORGE&code=RF_FRUIT" });
    await page.settle();
    expect(page.location().pathname).toBe("/m/login");
    expect(page.requestsTo("/wps/game/launchGame")).toEqual([]);
    expect(JSON.parse(window.sessionStorage.getItem("MC_PENDING_LAUNCH") ?? "{}").target).toMatchObject({
      gameCode: "RF_FRUIT",
    });
  });

  it("says a link that names no game is not valid, and leads home", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await renderWidget(launchGame, { ...MEMBER, path: "/m/launchGame?playType=real" });
    expect(screen.getByText("This game link is not valid.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/m/home");
  });

  it("shows the platform's refusal and leads home, never a blank page", async () => {
    const page = await renderWidget(launchGame, {
      ...MEMBER,
      path: "/m/launchGame?vendor=NOPE&code=NOPE",
      responses: { "/wps/game/launchGame": fail("game.not.exists", "No such game") },
    });
    await page.settle();
    expect(screen.getByRole("alertdialog").textContent).toContain("No such game");
    expect(screen.getByText("This game cannot be opened right now. Please try again later.")).toBeTruthy();
    expect(page.location().pathname).toBe("/m/launchGame");
  });

  it("refuses a game address that is not http(s)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const page = await renderWidget(launchGame, {
      ...MEMBER,
      path: "/m/launchGame?vendor=REELFORGE&code=RF_FRUIT",
      responses: { "/wps/game/launchGame": { gameUrl: "javascript:alert(1)" } },
    });
    await page.settle();
    expect(screen.getByRole("alertdialog").textContent).toContain("This game cannot be opened right now.");
    expect(page.location().pathname).toBe("/m/launchGame");
  });
});
