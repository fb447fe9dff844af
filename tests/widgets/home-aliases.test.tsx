// @vitest-environment jsdom
/**
 * Home's addresses (spec §2 and §4: /, /m, /m/, /m/index, /m/index.html) are /m/home for the
 * floating parts, which the member sees the same on each; and a visitor's game launch resumes when
 * they arrive at any of them after logging in.
 */
import { describe, expect, it } from "vitest";
import { FLOATING_WIDGETS_DELAY_MS } from "../../engine/constants";
import { PENDING_LAUNCH_KEY } from "../../engine/games/game-launcher";
import chatButton from "../../widgets/chat-button/register";
import home from "../../widgets/home/register";
import referralEntry from "../../widgets/referral-entry/register";
import shortcutButton from "../../widgets/shortcut-button/register";
import { act, renderWidget, screen } from "./harness";

const FLOATING = ["chat-button", "shortcut-button", "referral-entry"];
/** Home with nothing to show: its sections' content is not what these tests are about. */
const EMPTY_HOME = {
  "/wps/relay/MCSFE_getListAnnouncements": { banners: [], player: [] },
  "/wps/relay/GCSGAME_getGameMatchV2": { matches: [] },
  "/wps/relay/GCSGAME_newGameVendor": { data: { lanes: [] } },
};

/** The floating parts showing once their delay has passed, by test id. */
async function floatingOn(path: string) {
  const page = await renderWidget(home, {
    // royal: the chat button (CBS3) and three shortcuts.
    config: "royal",
    path,
    fakeClock: true,
    with: [chatButton, shortcutButton, referralEntry],
    responses: EMPTY_HOME,
  });
  await page.advance(FLOATING_WIDGETS_DELAY_MS);
  return FLOATING.filter((id) => screen.queryByTestId(id) !== null);
}

describe("home's addresses are /m/home", () => {
  it("/m/home shows the chat button, the activity shortcut and the referral gift", async () => {
    expect(await floatingOn("/m/home")).toEqual(FLOATING);
  });

  it.each(["/", "/m", "/m/", "/m/index", "/m/index.html"])(
    "%s shows the same floating parts",
    async (path) => {
      expect(await floatingOn(path)).toEqual(FLOATING);
    },
  );

  it("another page shows only the chat button", async () => {
    expect(await floatingOn("/m/help")).toEqual(["chat-button"]);
  });

  it.each(["/", "/m/index.html"])(
    "a member's pending game launch resumes on arriving at %s",
    async (path) => {
      window.sessionStorage.setItem(
        PENDING_LAUNCH_KEY,
        JSON.stringify({
          target: { kind: "game", vendor: "REELFORGE", gameCode: "RF_DRAGON" },
          at: Date.now(),
        }),
      );
      const page = await renderWidget(home, {
        config: "royal",
        path: "/m/help",
        session: {},
        responses: {
          ...EMPTY_HOME,
          "/wps/game/launchGame": { gameUrl: "https://games.example/play?game=RF_DRAGON" },
        },
      });
      expect(page.requestsTo("/wps/game/launchGame")).toHaveLength(0);
      act(() => page.stores.navigate(path));
      await page.settle();
      expect(page.requestsTo("/wps/game/launchGame")[0]?.query).toMatchObject({ gameCode: "RF_DRAGON" });
      expect(page.location().pathname).toBe("/m/game");
      expect(window.sessionStorage.getItem(PENDING_LAUNCH_KEY)).toBeNull();
    },
  );
});
