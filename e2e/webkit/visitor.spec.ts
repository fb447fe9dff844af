/**
 * WebKit journeys (docs/testing.md, "Which engine proves what"): a visitor as an iPhone's browser
 * meets the app. The static shell paints and the app takes over; home's overlays come as the
 * merchant sets them, one a page view; the install prompt takes the iOS way (WebKit has no install
 * event) to the two-step guide; no push prompt (no push manager outside a home-screen app); the
 * banner carousel snaps; the visitor registers. Then a member logs in, a wrong password first,
 * meets the update notice after a deploy, and logs out.
 */
import { LOGIN_REQUEST_LOCK_MS } from "../../engine/constants";
import { GLANCE_MS } from "../live/member";
import { tabLink, type WebKitPhone } from "./phone";
import { expect, test } from "./webkit-test";

const freshName = () => `wk${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.slice(0, 16);

/** A dot scrolls its banner into place, and a scroll left half-way snaps to a banner. */
async function carouselSnaps(phone: WebKitPhone, texts: (key: string) => string) {
  const banners = { role: "region", name: texts("banners") };
  const dotName = texts("banner_position").split("{")[0] ?? "";
  const [, second] = await phone.findAll({ role: "button", name: dotName, exact: false, within: banners });
  if (!second) return;
  await phone.tap(second);
  await phone.waitFor(
    async () => (await second.getAttribute("aria-current")) === "true",
    "the second dot current",
  );
  const track = await phone.get({ css: "ul", within: banners });
  await phone.driver.executeScript(
    "const list = arguments[0]; list.scrollTo({ left: list.clientWidth * 0.4 * (getComputedStyle(list).direction === 'rtl' ? -1 : 1), behavior: 'instant' });",
    track,
  );
  await phone.waitFor(async () => {
    const [left, width] = (await phone.driver.executeScript(
      "return [Math.abs(arguments[0].scrollLeft), arguments[0].clientWidth];",
      track,
    )) as [number, number];
    return left === 0 || Math.abs(left - width) < 1;
  }, "the carousel to snap to a banner");
}

test.describe("webkit: a visitor", () => {
  test("first visit: the shell paints and the app takes over, home's overlays come one a page, the carousel snaps, the visitor registers", async ({
    phone,
    merchant,
  }) => {
    await phone.open("/");
    const texts = await phone.texts();
    // The static shell painted before the app's script ran; then React's home stands in its place.
    const paint = await phone.run(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      null,
    );
    expect(paint, "the shell's first contentful paint").not.toBeNull();
    await phone.get({ testId: "vendor-lane" });
    expect(await phone.run(() => "onbeforeinstallprompt" in window, null), "no install event in WebKit").toBe(
      false,
    );

    // What is due on home comes: the announcement first, which the visitor closes.
    const home = await phone.lookFor("install-prompt", GLANCE_MS);
    expect(home.closed, "every merchant greets a first visit with its announcement popup").toEqual([
      "announcement-popup",
    ]);
    await carouselSnaps(phone, texts);

    // A look at the registration page, and home again: the install prompt's turn (one unrequested
    // overlay a page view; it shows on home's paths), where the merchant offers it, the iPhone's
    // way: the two-step guide. No push prompt, whatever the merchant's push settings.
    await phone.tap({ role: "link", name: texts("register") });
    await phone.waitForPath(/\/m\/register$/);
    await phone.tap(tabLink(texts, "nav_home"));
    const back = await phone.lookFor("install-prompt", GLANCE_MS);
    expect(back.closed, "one overlay a page view, and no push prompt in WebKit").toEqual([]);
    expect(back.found, "the install prompt on home").toBe(merchant.installPrompt?.enabled !== false);
    if (back.found) {
      const prompt = { css: '[role="dialog"]:has([data-testid="install-prompt"])' };
      await phone.tap({ role: "button", name: texts("install_button"), within: prompt });
      await phone.get({ role: "heading", name: texts("ios_guide_title"), within: prompt });
      const steps = await phone.findAll({ role: "listitem", within: prompt });
      expect(await Promise.all(steps.map((step) => phone.text(step)))).toEqual([
        texts("ios_guide_step_share"),
        texts("ios_guide_step_add"),
      ]);
      await phone.closeOverlay("install-prompt");
    }

    // Registration: the form is the visitor's; nothing unrequested comes over it.
    await phone.tap({ role: "link", name: texts("register") });
    await phone.waitForPath(/\/m\/register$/);
    if (merchant.features?.MOBILENUMREG3)
      await phone.tap({ role: "tab", name: texts("register_by_username") });
    const username = freshName();
    await phone.fill({ label: texts("username") }, username);
    await phone.fill({ label: texts("password") }, "Fresh@2024");
    await phone.fill({ label: texts("confirm_password") }, "Fresh@2024");
    await phone.tap({ role: "button", name: texts("register") });
    const notice = { role: "alertdialog" };
    await phone.waitForText(notice, new RegExp(texts("register_success")));
    await phone.tap({ role: "button", within: notice });
    await phone.waitForPath(/\/m\/home$/);
    await phone.waitForText({ testId: "top-bar-member" }, username);
  });

  test("logs in with a wrong password, then the right one; a deploy's update notice loads the new build; logs out", async ({
    phone,
    dev,
  }) => {
    await phone.open("/m/login");
    const texts = await phone.texts();
    await phone.fill({ label: texts("username") }, "demo");
    await phone.fill({ label: texts("password") }, "not-the-password");
    await phone.tap({ role: "button", name: texts("login") });
    const notice = { role: "alertdialog" };
    await phone.get(notice);
    await phone.tap({ role: "button", within: notice });
    await phone.waitForCount(notice, 0);
    // What the member typed stays.
    expect(await phone.value({ label: texts("username") })).toBe("demo");

    await phone.fill({ label: texts("password") }, "Demo@1234");
    await new Promise((resolve) => setTimeout(resolve, LOGIN_REQUEST_LOCK_MS));
    await phone.tap({ role: "button", name: texts("login") });
    await phone.waitForPath(/\/m\/home$/);
    await phone.waitForText({ testId: "top-bar-member" }, "demo");

    // A deploy lands; the member's next page load checks 1.5 s after it, and the notice comes.
    await dev.assetManifestHash("a-newer-build");
    await phone.open("/m/home");
    await phone.run(() => {
      (window as unknown as { wlSamePage: boolean }).wlSamePage = true;
    }, null);
    const refresh = { role: "button", name: texts("refresh"), within: { testId: "update-notice" } };
    await phone.get(refresh, 15_000);
    // The new build is in place: Refresh loads it, and it has nothing newer to offer.
    await dev.assetManifestHash(null);
    await phone.tap(refresh);
    await phone.waitFor(
      async () => !(await phone.run(() => "wlSamePage" in window, null)),
      "the page to reload",
    );
    await phone.get({ testId: "vendor-lane" });
    expect(await phone.count({ testId: "update-notice" })).toBe(0);

    await phone.tap({ testId: "top-bar-member" });
    await phone.tap({ role: "button", name: texts("logout") });
    await phone.waitForCount({ testId: "top-bar-member" }, 0);
    // Logged out for good: a fresh page of the app is a visitor's.
    await phone.open("/m/home");
    await phone.get({ testId: "vendor-lane" });
    expect(await phone.count({ testId: "top-bar-member" })).toBe(0);
  });
});
