/**
 * Live journeys (docs/testing.md, "The live journeys"): games as a visitor meets them, with every
 * overlay at the merchant's own settings: a trial from a game card tapped as soon as home shows,
 * then a game link that asks for a login and resumes the game after it. Time passes while the
 * game runs: what falls due then waits until the viewer closes.
 */
import type { Page } from "@playwright/test";
import { catalogue, logIn } from "../fixtures";
import { EVERYTHING_LIVE, expect, test } from "./live-test";
import { hurriedTap, linger, look } from "./member";

test.use(EVERYTHING_LIVE);

/** The game in the viewer: its frame is another site (games.localhost), as in production. */
const game = (page: Page) => page.frameLocator("iframe");

test.describe("live: games", { tag: "@one-phone" }, () => {
  test("a visitor tries a game from its card, then opens a game link, logs in and plays it", async ({
    page,
    merchant,
  }) => {
    const texts = catalogue(merchant.languages.default);
    // The visitor came for a game: the card is tapped as soon as it shows.
    await page.goto("/");
    const tryCard = page
      .getByRole("region", { name: texts("hot_games") })
      .getByRole("button", { name: texts("try_game").replace("{game}", "Dragon Reels") });
    await hurriedTap(page, merchant, tryCard);
    // Longer than expect's 5 s, which a full run on two busy cores once outlasted: a tap the app
    // lost while it took over from the static shell still fails here, slowness no longer does.
    await expect(page).toHaveURL(/\/m\/game$/, { timeout: 15_000 });
    await game(page).getByRole("button", { name: "Spin" }).click();
    await linger(page);
    // Leaving a trial, the visitor is invited to sign up (the viewer's own dialog) and declines.
    await page.getByRole("button", { name: texts("back"), exact: true }).click();
    await page
      .getByRole("dialog", { name: texts("trial_over_title") })
      .getByRole("button", { name: texts("not_now") })
      .click();
    // Back where the visitor came from: the site's root.
    await expect(page).toHaveURL(/:\d+\/$/);
    await look(page, merchant);

    // A link from outside (a message, an advert): the game needs a member, so the login comes first.
    await page.goto("/m/launchGame?vendor=REELFORGE&code=RF_FRUIT");
    await expect(page).toHaveURL(/\/m\/login/);
    await look(page, merchant);
    await logIn(page, texts, "demo", "Demo@1234");
    await expect(page).toHaveURL(/\/m\/game$/);
    const spin = game(page).getByRole("button", { name: "Spin" });
    await expect(spin).toBeVisible();
    // The member plays for a while: what a login brings (prompts, the member's popup) must wait.
    await linger(page);
    await spin.click();
    await linger(page);
    await spin.click();
    await page.getByRole("button", { name: texts("back"), exact: true }).click();
    await expect(page).not.toHaveURL(/\/m\/game$/);
    await look(page, merchant);
    await expect(page.getByTestId("top-bar-member")).toHaveText("demo");
  });
});
