// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OPEN_GAME_KEY, type OpenGame } from "../../engine/games/game-launcher";
import game from "../../widgets/game-viewer/register";
import home from "../../widgets/home/register";
import register from "../../widgets/register/register";
import { fireEvent, renderWidget, screen } from "./harness";

const GAME_ORIGIN = "http://games.localhost";

function opened(fields: Partial<OpenGame> = {}) {
  const open: OpenGame = {
    url: `${GAME_ORIGIN}/wps/demo/game?game=RF_DRAGON`,
    title: "Dragon Reels",
    trial: false,
    gameCode: "RF_DRAGON",
    returnTo: null,
    ...fields,
  };
  window.sessionStorage.setItem(OPEN_GAME_KEY, JSON.stringify(open));
}

/** A message as the game frame (or, with `source`, another window) posts it to the app. */
const post = (origin: string, data: unknown, source?: Window | null) =>
  act(() => {
    const frame = document.querySelector("iframe")?.contentWindow ?? null;
    window.dispatchEvent(
      new MessageEvent("message", { origin, data, source: source === undefined ? frame : source }),
    );
  });

describe("the game viewer (/m/game)", () => {
  it("shows the game over the whole screen without the app's bars, and tracks viewContent", async () => {
    opened();
    const page = await renderWidget(game, { session: {} });
    expect(screen.getByRole("heading", { name: "Dragon Reels" })).toBeTruthy();
    expect(screen.getByTitle("Game: Dragon Reels").getAttribute("sandbox")).toContain("allow-scripts");
    // The game's site is not told which of the app's pages it was opened from.
    expect(screen.getByTitle("Game: Dragon Reels").getAttribute("referrerpolicy")).toBe("no-referrer");
    expect(document.querySelector(".wl-top-bar")).toBeNull();
    expect(page.stores.tracking.events.map((event) => [event.name, event.payload.contentId])).toEqual([
      ["viewContent", "RF_DRAGON"],
    ]);
  });

  it("hides and shows its bar, and remembers the choice across a re-render", async () => {
    opened();
    await renderWidget(game, { session: {} });
    fireEvent.click(screen.getByRole("button", { name: "Hide the bar" }));
    expect(screen.queryByRole("heading", { name: "Dragon Reels" })).toBeNull();
    expect(window.sessionStorage.getItem("MC_GAME_BAR_HIDDEN")).toBe("1");
    fireEvent.click(screen.getByRole("button", { name: "Show the bar" }));
    expect(screen.getByRole("heading", { name: "Dragon Reels" })).toBeTruthy();
  });

  it("goes back to the link's return path, closing the game", async () => {
    opened({ returnTo: "/m/home" });
    const page = await renderWidget(game, { session: {}, with: [home] });
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/home");
    expect(page.stores.games.open).toBeNull();
  });

  it("invites a visitor to sign up when the trial ends, listening to the game's own origin and frame only", async () => {
    opened({ trial: true });
    const page = await renderWidget(game, { with: [register] });
    expect(screen.getByTestId("trial-badge").textContent).toBe("Trial");
    await post("http://evil.example", { event: "trialEnd" });
    expect(screen.queryByRole("dialog")).toBeNull();
    // The game's origin, but not its frame: the app's own window, or no window at all.
    await post(GAME_ORIGIN, { event: "trialEnd" }, window);
    await post(GAME_ORIGIN, { event: "trialEnd" }, null);
    expect(screen.queryByRole("dialog")).toBeNull();
    await post(GAME_ORIGIN, { event: "trialEnd" });
    const invitation = screen.getByRole("dialog", { name: "Enjoyed the game?" });
    fireEvent.click(screen.getByRole("button", { name: "Sign up now" }));
    await page.settle();
    expect(invitation.isConnected).toBe(false);
    expect(page.location().pathname).toBe("/m/register");
  });

  it("invites a visitor once when they leave a trial, then lets them go", async () => {
    opened({ trial: true });
    await renderWidget(game, { with: [home] });
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says the game has closed when there is none to show", async () => {
    await renderWidget(game, { session: {} });
    expect(screen.getByText("This game has closed.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" })).toBeTruthy();
  });

  it.each([
    ["a javascript: game", { url: "javascript:top.__xss=1" }],
    ["a data: game", { url: "data:text/html,<script>top.__xss=1</script>" }],
  ])("a tampered kept game (%s) shows no frame, only the way home", async (_case, fields) => {
    opened(fields);
    await renderWidget(game, { session: {} });
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to home" })).toBeTruthy();
  });

  it("a tampered return address is dropped: the way back goes home, not to it", async () => {
    // The kept game's reader refuses the whole entry (engine/games/game-launcher.ts, docs/storage.md),
    // so the viewer has no game to show and offers the way home.
    opened({ returnTo: "javascript:top.__xss=1" });
    const page = await renderWidget(game, { session: {}, with: [home] });
    expect(document.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Back to home" }));
    await page.settle();
    expect(page.location().pathname).toBe("/m/home");
  });
});
