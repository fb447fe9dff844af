/**
 * The floating mini-game (spec §4, §9; docs/mini-game.md) and the native shells
 * (docs/native-shell.md), the latter inside the reference backend's fake shell
 * (/__dev/native-shell): the app in a web-view-like frame with the shell's bridge, its launch
 * screen, and its device-id frame on another origin.
 */
import type { Browser, Frame, Page, TestInfo } from "@playwright/test";
import { MINI_GAME_DRAG_CLICK_DEBOUNCE_MS, MINI_GAME_SIZE_POLL_MS } from "../engine/constants";
import { LANGUAGES } from "../engine/i18n/languages";
import { DEVICE_ID_KEY } from "../engine/identity/device-id";
import { dragMargin } from "../engine/mini-game/mini-game-rules";
import { FAKE_SHELL_DEVICE_ID, fakeShellUserAgentMarks } from "../server/dev/native-shell-controls";
import { catalogue, type DevControls, expect, logIn, scoped, serverRequest, test } from "./fixtures";

/** The merchant's mini-game switch on (its own variant where it has one). */
async function miniGameOn(dev: DevControls, features: Record<string, boolean | undefined> = {}) {
  if (features.LOTTMINIGAME3 || features.SEALOTTMINIGAME3) return;
  await dev.state({ whitelabel: { LOTTMINIGAME3: true } });
}

async function box(page: Page) {
  const found = await page.getByTestId("mini-game").boundingBox();
  if (!found) throw new Error("the mini-game has no box");
  return found;
}

/**
 * Its box once the size poll has fitted it to its content: the game's card can arrive after the
 * open button shows, and the container then moves to keep inside the margins.
 */
async function settledBox(page: Page) {
  let last = await box(page);
  for (let poll = 0; poll < 20; poll++) {
    await page.clock.runFor(MINI_GAME_SIZE_POLL_MS);
    const next = await box(page);
    if (next.x === last.x && next.y === last.y && next.width === last.width && next.height === last.height)
      return next;
    last = next;
  }
  throw new Error("the mini-game kept moving on its own");
}

/** A finger on the container's middle, moved by (dx, dy) in a few steps, then lifted. */
async function drag(page: Page, dx: number, dy: number) {
  const at = await box(page);
  const x = at.x + at.width / 2;
  const y = at.y + at.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

test.describe("mini-game", () => {
  test("shows for a member, follows a drag inside its margins, keeps its place, and a tiny move opens it", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await miniGameOn(dev, merchant.features);
    await page.clock.install();
    // Signed in already (the form's login, and the visitor before it, are the next journey's).
    await dev.signIn(page, "demo");
    await page.goto("/m/home");
    const game = page.getByTestId("mini-game");
    const open = game.getByRole("button", { name: texts("minigame_open") });
    await expect(open).toBeVisible();
    await expect(game).toHaveAccessibleName(texts("minigame_label"));

    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const margin = dragMargin(viewport.width);
    // It rests in the floating layout's start corner: towards the middle is right, or left in right-to-left.
    const inward = LANGUAGES[merchant.languages.default].dir === "rtl" ? -120 : 120;
    const start = await settledBox(page);
    await drag(page, inward, -150);
    const moved = await box(page);
    expect(Math.round(moved.x - start.x)).toBe(inward);
    expect(Math.round(moved.y - start.y)).toBe(-150);
    // A drag is not a tap: the game stays folded.
    await expect(open).toBeVisible();

    // Far past the top-left corner: it stops at 2 % of the window's width from both edges.
    await page.clock.fastForward(MINI_GAME_DRAG_CLICK_DEBOUNCE_MS);
    await drag(page, -viewport.width, -viewport.height);
    const cornered = await box(page);
    expect(Math.round(cornered.x)).toBe(margin);
    expect(Math.round(cornered.y)).toBe(margin);

    // The place is the session's: a reload finds it there.
    await page.reload();
    await expect(open).toBeVisible();
    const reloaded = await box(page);
    expect([Math.round(reloaded.x), Math.round(reloaded.y)]).toEqual([margin, margin]);

    // The drags moved it without opening it; under 2 px is a tap: the game opens, and its draw button plays.
    const draw = game.getByRole("button", { name: texts("minigame_draw") });
    await expect(draw).toBeHidden();
    await page.clock.fastForward(MINI_GAME_DRAG_CLICK_DEBOUNCE_MS);
    await drag(page, 1, 0);
    await expect(draw).toBeVisible();
    await page.clock.fastForward(MINI_GAME_DRAG_CLICK_DEBOUNCE_MS);
    await draw.click();
    await expect(game.getByRole("status")).toHaveText(/\d/);
  });

  test("a visitor never sees it; after login it loads its script, and one that fails leaves nothing but a console warning @one-phone", async ({
    page,
    merchant,
    dev,
  }) => {
    const texts = catalogue(merchant.languages.default);
    await miniGameOn(dev, merchant.features);
    const variant = merchant.features?.LOTTMINIGAME3 || !merchant.features?.SEALOTTMINIGAME3 ? "v1" : "s1";
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const script = page.waitForRequest((request) =>
      request.url().includes(`/mini-game/${variant}/mini-game.js?t=`),
    );
    await page.clock.install();
    await page.goto("/m/home");
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await page.clock.fastForward(2_000);
    await expect(page.getByTestId("mini-game")).toHaveCount(0);

    await dev.fault({ path: `/mini-game/${variant}/mini-game.js`, status: 500 });
    await page.goto("/m/login");
    await logIn(page, texts, "demo", "Demo@1234");
    await expect(page).toHaveURL(/\/m\/home$/);
    const request = await script;
    expect(new URL(request.url()).searchParams.get("t")).toMatch(/^\d{13}$/);
    await expect.poll(() => warnings.some((text) => text.includes("[mini-game] hidden"))).toBe(true);
    await expect(page.getByTestId("mini-game")).toHaveCount(0);
  });
});

const FOREIGN_ID = "f0f0f0f0-dead-4bad-8bad-f0f0f0f0f0f0";

/**
 * The fake shell on the app's host, in a browser whose user agent carries the shell's marks (a
 * web view's is the shell's to set; a page cannot set its frame's, so the test sets the context's).
 */
async function openShell(
  browser: Browser,
  testInfo: TestInfo,
  options: {
    platform: "android" | "ios";
    query?: string;
    frame?: string;
    /** Runs on the shell's page before it opens (routes that must see the app's first request). */
    before?: (page: Page) => Promise<unknown>;
  },
): Promise<{ page: Page; app: () => Promise<Frame>; warnings: string[]; close: () => Promise<void> }> {
  const use = testInfo.project.use;
  const baseURL = use.baseURL ?? "";
  const port = new URL(baseURL).port;
  const frame =
    options.frame ?? `http://127.0.0.1:${port}/__dev/native-shell/device-frame?id=${FAKE_SHELL_DEVICE_ID}`;
  const context = await browser.newContext({
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    locale: use.locale,
    baseURL,
    reducedMotion: "reduce",
    serviceWorkers: "block",
    userAgent: `${use.userAgent} ${fakeShellUserAgentMarks(options.platform, frame)}`,
  });
  await scoped(context, baseURL);
  const page = await context.newPage();
  // Heard from the first moment: the app can warn while the shell page is still loading.
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await options.before?.(page);
  await page.goto(`/__dev/native-shell?platform=${options.platform}&${options.query ?? ""}`);
  const app = async () => {
    await expect.poll(() => page.frames().some((f) => f.url().includes("/m/"))).toBe(true);
    const found = page.frames().find((f) => f.url().includes("/m/"));
    if (!found) throw new Error("no app frame");
    return found;
  };
  return { page, app, warnings, close: () => context.close() };
}

const platformOf = (testInfo: TestInfo) => (testInfo.project.name.endsWith("iphone") ? "ios" : "android");

test.describe("native shell", () => {
  test.beforeEach(async ({ playwright, baseURL }) => {
    const request = await serverRequest(playwright, baseURL);
    await request.delete("/__dev/native-shell/calls");
    await request.dispose();
  });

  const shellCalls = async (playwright: Parameters<typeof serverRequest>[0], baseURL: string | undefined) => {
    const request = await serverRequest(playwright, baseURL);
    const calls = (await (await request.get("/__dev/native-shell/calls")).json()).value as Array<{
      platform: string | null;
      call: string;
      args: Record<string, unknown> | null;
    }>;
    await request.dispose();
    return calls;
  };

  test("the app in the shell closes its launch screen and takes the shell's device id", async ({
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    const platform = platformOf(testInfo);
    const shell = await openShell(browser, testInfo, { platform });
    try {
      await expect(shell.page.getByTestId("launch-screen")).toBeHidden();
      const app = await shell.app();
      await expect
        .poll(() => app.evaluate((key) => localStorage.getItem(key), DEVICE_ID_KEY))
        .toBe(FAKE_SHELL_DEVICE_ID);
      // The hidden frame is gone once it has answered.
      await expect(app.locator("[data-testid=device-frame]")).toHaveCount(0);
      // The shell records as it goes: wait for every record to be in. The app also asks the shell
      // its version (for the upgrade modal) rather than reading it from the user agent.
      await expect
        .poll(async () => (await shellCalls(playwright, baseURL)).map((c) => c.call).sort())
        .toEqual(["appVersion", "closeLaunchScreen", "deviceIdRequest"]);
      const calls = await shellCalls(playwright, baseURL);
      expect(calls.find((c) => c.call === "closeLaunchScreen")?.platform).toBe(platform);
      const asked = calls.find((c) => c.call === "deviceIdRequest");
      // The exchange goes both ways: the shell hears the app's own id, from the app's origin.
      expect(String(asked?.args?.appDeviceId)).toHaveLength(36);
      expect(asked?.args?.origin).toBe(new URL(baseURL ?? "").origin);
    } finally {
      await shell.close();
    }
  });

  test("the splash paints with the first paint, before the app's code has arrived, and no second one follows @one-merchant", async ({
    browser,
    merchant,
    playwright,
    baseURL,
  }, testInfo) => {
    const texts = catalogue(merchant.languages.default);
    // The app's code is held until the test lets it go: what shows meanwhile is the page the
    // build stamped, and nothing the app's scripts could draw.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    const shell = await openShell(browser, testInfo, {
      platform: platformOf(testInfo),
      before: (page) =>
        page.route("**/m/assets/**/*.js", async (route) => {
          asked.push(route.request().url());
          await held;
          await route.continue().catch(() => undefined);
        }),
    });
    try {
      const app = await shell.app();
      // The shell's loader asks for the entry only once the static page has painted.
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      await expect(app.getByTestId("splash")).toBeVisible();
      await expect(app.getByRole("img", { name: merchant.name })).toBeVisible();
      // The launch screen gave way to it: no wait behind the launch screen for the app's code.
      await expect(shell.page.getByTestId("launch-screen")).toBeHidden();
      await expect(app.getByTestId("vendor-lane")).toHaveCount(0);
      release();
      await expect(app.getByTestId("vendor-lane").first()).toBeVisible();
      // The splash goes after its own time, and once the app's overlays have had their turn (the
      // shell's 2.0.0 brings the upgrade modal, behind the splash's priority) no second one came.
      await expect(app.getByTestId("splash")).toHaveCount(0);
      await expect(app.getByRole("button", { name: texts("app_upgrade_update") })).toBeVisible();
      await expect(app.getByTestId("splash")).toHaveCount(0);
      // The launch screen was told once, by the first paint: once the app's own shell work has run
      // (it takes the shell's device id right after where it would ask), it had not asked again.
      await expect
        .poll(() => app.evaluate((key) => localStorage.getItem(key), DEVICE_ID_KEY))
        .toBe(FAKE_SHELL_DEVICE_ID);
      const closes = (await shellCalls(playwright, baseURL)).filter((c) => c.call === "closeLaunchScreen");
      expect(closes).toHaveLength(1);
    } finally {
      release();
      await shell.close();
    }
  });

  test("a bridge answering 'Failure' shows it as an alert; a bridge that throws gets a clear message in the merchant's language @one-phone", async ({
    browser,
    merchant,
    playwright,
    baseURL,
  }, testInfo) => {
    const texts = catalogue(merchant.languages.default);
    for (const [query, expected] of [
      ["fail=downloadApp", "Failure: downloadApp refused by the fake shell"],
      ["throw=downloadApp", texts("native_bridge_error")],
    ] as const) {
      const shell = await openShell(browser, testInfo, { platform: platformOf(testInfo), query });
      try {
        const app = await shell.app();
        // The shell answers appVersion with 2.0.0: below the latest, so the app asks for the update.
        await app.getByRole("button", { name: texts("app_upgrade_update") }).click();
        const alert = app.getByRole("alertdialog");
        await expect(alert).toContainText(expected);
        await alert.getByRole("button").click();
        await expect(alert).toHaveCount(0);
      } finally {
        await shell.close();
      }
    }
    await expect
      .poll(
        async () => (await shellCalls(playwright, baseURL)).filter((c) => c.call === "downloadApp").length,
      )
      .toBe(2);
    const downloads = (await shellCalls(playwright, baseURL)).filter((c) => c.call === "downloadApp");
    expect(String(downloads[0]?.args?.url)).toMatch(/^https?:/);
  });

  test("a device id from a foreign origin is ignored, and so is one of the wrong length @one-merchant", async ({
    browser,
  }, testInfo) => {
    const port = new URL(testInfo.project.use.baseURL ?? "").port;
    const frameAt = (query: string) => `http://127.0.0.1:${port}/__dev/native-shell/device-frame?${query}`;

    // The shell's frame answers late; meanwhile a page of another origin posts its own id.
    const slow = await openShell(browser, testInfo, {
      platform: platformOf(testInfo),
      frame: frameAt(`id=${FAKE_SHELL_DEVICE_ID}&delayMs=1500`),
    });
    try {
      const { warnings } = slow;
      const app = await slow.app();
      await expect(app.locator("[data-testid=device-frame]")).toHaveCount(1);
      await slow.page.evaluate((forged) => {
        const webview = document.getElementById("webview") as HTMLIFrameElement;
        webview.contentWindow?.postMessage({ type: "wl-device-id", deviceId: forged }, "*");
      }, FOREIGN_ID);
      await expect.poll(() => warnings.some((text) => text.includes("foreign-origin"))).toBe(true);
      await expect
        .poll(() => app.evaluate((key) => localStorage.getItem(key), DEVICE_ID_KEY))
        .toBe(FAKE_SHELL_DEVICE_ID);
    } finally {
      await slow.close();
    }

    const short = await openShell(browser, testInfo, {
      platform: platformOf(testInfo),
      frame: frameAt(`id=${FAKE_SHELL_DEVICE_ID.slice(1)}`),
    });
    try {
      const { warnings } = short;
      const app = await short.app();
      await expect.poll(() => warnings.some((text) => text.includes("invalid-id"))).toBe(true);
      const kept = await app.evaluate((key) => localStorage.getItem(key), DEVICE_ID_KEY);
      expect(kept).toHaveLength(36);
      expect(kept).not.toBe(FAKE_SHELL_DEVICE_ID.slice(1));
    } finally {
      await short.close();
    }
  });
});
