/**
 * WebKit journeys (docs/testing.md, "Which engine proves what"): a deploy as an iPhone's browser
 * meets it. The update notice comes after a deploy and its Refresh loads the new build.
 */
import { expect, test } from "./webkit-test";

test.describe("webkit: updates", () => {
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
});
