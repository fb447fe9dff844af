/**
 * WebKit journeys (docs/testing.md, "Which engine proves what"): a deploy and a lost network, as an
 * iPhone's browser meets them. The update notice comes after a deploy and its Refresh loads the
 * new build; WebKit's service worker keeps the app and its texts, so a route opened with the
 * network gone still shows the app in the member's language, and says what failed.
 */
import { tabLink } from "./phone";
import { expect, test } from "./webkit-test";

test.describe("webkit: updates and offline", () => {
  test("a deploy brings the update notice, and Refresh loads the new build", async ({ phone, dev }) => {
    await phone.open("/m/home");
    await phone.get({ testId: "vendor-lane" });
    // The deploy lands while the member is on home: the first check after the load finds it.
    await dev.assetManifestHash("a-newer-build");
    await phone.open("/m/home");
    const texts = await phone.texts();
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
  });

  test("with the network gone, a route opens from the service worker's cache, in the member's language, and says what failed", async ({
    phone,
    dev,
  }) => {
    await phone.allowServiceWorker();
    await phone.signIn(dev, "demo");
    await phone.open("/m/home");
    await phone.get({ testId: "vendor-lane" });
    await phone.waitFor(
      () => phone.run(() => navigator.serviceWorker?.controller !== null, null),
      "WebKit's service worker to control the page",
      20_000,
    );
    const texts = await phone.texts();
    // Every connection to the server is cut (the dev controls stay reachable to restore it).
    await dev.fault({ path: "/*", drop: true });
    await phone.open("/m/activity");
    await phone.get({ css: ".wl-brand" });
    // The tab bar reads the member's language: the texts came from the cache, not message ids.
    await phone.get(tabLink(texts, "nav_home"));
    // Plain http, and the phone still says it is online: the failure is an alert, not the offline toast.
    const said = await phone.text({ role: "alertdialog" });
    expect(said.includes(texts("unknown_error")) || said.includes("Network Error"), said).toBe(true);
  });
});
