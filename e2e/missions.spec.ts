import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { backOffice, completeMission, fill, number, setPoints, signedIn, storedPoints } from "./points";

/**
 * The missions (/m/leaderBoard) as a member meets them, against the reference backend; the games
 * that count progress and the back office are its dev controls (docs/dev-controls.md, "Points").
 * The seeded demo member (1,200 points) has LOGIN_7 complete and unclaimed (reward 50), DEPOSIT_3
 * claimed, PLAY_20 at 8 of 20 (reward 100); the merchant's members rank agent1 (3,400), expired
 * (2,100), demo, agent2 (650), guest4 (150), weak (0).
 */
const missionCard = (page: Page, code: string) =>
  page.locator(`[data-testid="mission"][data-code="${code}"]`);

test.describe("missions @one-phone", () => {
  test("progress shows on each mission, a complete one is claimed once and adds its reward, and the leaderboard marks the member's rank", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const request = await backOffice(playwright, baseURL);
    const texts = await signedIn(page, dev, merchant.languages.default, "demo");
    await page.goto("/m/leaderBoard");

    await expect(page.getByRole("heading", { level: 1, name: texts("mission_title") })).toBeVisible();
    const points = page.getByTestId("mission-points");
    await expect(points).toContainText(await number(page, 1_200));

    // In progress: a progress bar named by the mission, with its values; nothing to claim yet.
    const play = missionCard(page, "PLAY_20");
    const playTitle = (await play.getByTestId("mission-title").textContent()) ?? "";
    const playBar = page.getByRole("progressbar", { name: playTitle, exact: true });
    await expect(playBar).toHaveAttribute("aria-valuenow", "8");
    await expect(playBar).toHaveAttribute("aria-valuemax", "20");
    await expect(playBar).toHaveAttribute(
      "aria-valuetext",
      fill(texts("mission_progress"), { progress: 8, target: 20 }),
    );
    await expect(play.getByText(texts("mission_in_progress"), { exact: true })).toBeVisible();
    await expect(play.getByRole("button")).toHaveCount(0);
    await expect(
      missionCard(page, "DEPOSIT_3").getByText(texts("mission_claimed"), { exact: true }),
    ).toBeVisible();

    // The leaderboard before: demo third, its own row marked.
    const own = page.getByTestId("leaderboard").locator('[aria-current="true"]');
    await expect(own).toHaveCount(1);
    await expect(own).toContainText(fill(texts("mission_rank"), { rank: 3 }));
    await expect(page.getByTestId("own-rank")).toHaveText(fill(texts("mission_your_rank"), { rank: 3 }));

    // Complete: claim it, the reward goes onto the points, and the button is gone for good.
    const login = missionCard(page, "LOGIN_7");
    const loginTitle = (await login.getByTestId("mission-title").textContent()) ?? "";
    await expect(page.getByRole("progressbar", { name: loginTitle, exact: true })).toHaveAttribute(
      "aria-valuenow",
      "7",
    );
    await login
      .getByRole("button", { name: fill(texts("mission_claim_named"), { title: loginTitle }) })
      .click();
    // (The toast saying so lasts 1.5 s: the widget test reads it; here the points are what stays.)
    await expect(points).toContainText(await number(page, 1_250));
    await expect(login).toHaveAttribute("data-state", "CLAIMED");
    await expect(login.getByText(texts("mission_claimed"), { exact: true })).toBeVisible();
    await expect(login.getByRole("button")).toHaveCount(0);
    expect((await storedPoints(request, merchant.code, "demo")).points).toBe(1_250);

    // The games count the remaining rounds (dev control): after a reload it can be claimed too.
    await completeMission(request, merchant.code, "demo", "PLAY_20");
    await page.reload();
    await expect(playBar).toHaveAttribute("aria-valuenow", "20");
    await missionCard(page, "PLAY_20")
      .getByRole("button", { name: fill(texts("mission_claim_named"), { title: playTitle }) })
      .click();
    await expect(points).toContainText(await number(page, 1_350));
    expect((await storedPoints(request, merchant.code, "demo")).points).toBe(1_350);
  });

  test("the leaderboard follows the points: the member's own rank moves to the top @one-phone", async ({
    page,
    merchant,
    dev,
    playwright,
    baseURL,
  }) => {
    dev.resetAfterTest();
    const request = await backOffice(playwright, baseURL);
    const texts = await signedIn(page, dev, merchant.languages.default, "agent2");
    await page.goto("/m/leaderBoard");
    const board = page.getByTestId("leaderboard");
    await expect(page.getByTestId("own-rank")).toHaveText(fill(texts("mission_your_rank"), { rank: 4 }));
    const own = board.locator('[aria-current="true"]');
    await expect(own).toContainText(await number(page, 650));
    // Other members' names are masked; the member's own row says it is theirs.
    await expect(board).toContainText("ag***1");
    await expect(board).not.toContainText("agent1");
    await expect(own).toContainText(fill(texts("mission_you"), { name: "ag***2" }));

    await setPoints(request, merchant.code, "agent2", 9_000);
    await page.reload();
    await expect(page.getByTestId("own-rank")).toHaveText(fill(texts("mission_your_rank"), { rank: 1 }));
    await expect(board.getByRole("listitem").first()).toHaveAttribute("aria-current", "true");
    await expect(board.getByRole("listitem").first()).toContainText(await number(page, 9_000));
  });

  test("a visitor is sent to log in @one-phone @one-merchant", async ({ page }) => {
    await page.goto("/m/leaderBoard");
    await expect(page).toHaveURL(/\/m\/login/);
  });
});
