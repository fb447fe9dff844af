/**
 * WebKit journeys (docs/testing.md, "Which engine proves what"): a lost network, as an iPhone's
 * browser meets it. WebKit's service worker keeps the app and its texts, so a route opened with
 * the network gone still shows the app in the member's language, and says what failed.
 */
import { tabLink } from "./phone";
import { expect, test } from "./webkit-test";

test.describe("webkit: offline", () => {
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
