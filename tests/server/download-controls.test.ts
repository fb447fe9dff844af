/**
 * The download resources, the app-download message and the mobileTemplate switches as the status
 * call, the download-setting relay and the announcements relay answer them, and the dev control
 * that changes them (server/dev/download-controls.ts).
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { seededServerForFile } from "./harness";

const server = seededServerForFile({ mode: "test" });
// What a test changes goes back to the seed's (cheaper than a reset, which seeds every merchant again).
let seeded: { resources: unknown[]; appDownloadMessages: unknown[] };
beforeAll(async () => {
  seeded = (await server.call("/__dev/resources", { body: { merchant: "sunrise" } })).json.value;
});
afterEach(async () => {
  await server.call("/__dev/resources", {
    body: {
      merchant: "sunrise",
      resources: seeded.resources,
      appDownloadMessages: seeded.appDownloadMessages,
      mobileTemplate: { desktop_app_feature: false },
    },
  });
  await server.call("/__dev/resources", { body: { merchant: "royal", downloadBar: null } });
});

const as = (merchant: string) => ({ headers: { merchant } });

describe("download resources", () => {
  it("the status call lists the same links as WPSCORE_getDownloadSetting, lite app and icon included", async () => {
    const status = (await server.call("/wps/system/status", as("sunrise"))).json.value;
    const relay = (await server.call("/wps/relay/WPSCORE_getDownloadSetting?domain=x", as("sunrise"))).json
      .value;
    expect(status.info.resources).toEqual(relay);
    expect(relay.map((link: { resourceType: string }) => link.resourceType)).toEqual(
      expect.arrayContaining(["Android", "IOS", "IOSLITE", "MOBILECONFIG", "AppDownloadIcon"]),
    );
    expect(status.info.mobileTemplate.desktop_app_feature).toBe(false);
  });

  it("POST /__dev/resources replaces the links, the message and mobileTemplate fields of one merchant", async () => {
    const reply = await server.call("/__dev/resources", {
      body: {
        merchant: "sunrise",
        resources: [{ resourceType: "Android", url: "javascript:alert(1)" }],
        appDownloadMessages: [{ title: "New", content: "<b>Bonus</b> for the app" }],
        mobileTemplate: { desktop_app_feature: true },
      },
    });
    expect(reply.status).toBe(200);
    const status = (await server.call("/wps/system/status", as("sunrise"))).json.value;
    expect(status.info.resources).toEqual([{ resourceType: "Android", url: "javascript:alert(1)" }]);
    expect(status.info.mobileTemplate).toMatchObject({
      desktop_app_feature: true,
      pwa: expect.objectContaining({ title: expect.any(String) }),
    });
    const messages = (
      await server.call(
        "/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M&category=app_download",
        as("sunrise"),
      )
    ).json.value;
    expect(messages.player).toEqual([
      expect.objectContaining({ title: "New", content: "<b>Bonus</b> for the app" }),
    ]);
    expect(messages.promotion).toEqual([]);
    // Another merchant keeps its own.
    const royal = (await server.call("/wps/system/status", as("royal"))).json.value;
    expect(royal.info.resources.length).toBeGreaterThan(1);
    expect(royal.info.mobileTemplate.desktop_app_feature).toBe(false);
  });

  it("downloadBar goes out as the status call's info.downloadBar until null gives the file back", async () => {
    await server.call("/__dev/resources", {
      body: { merchant: "royal", downloadBar: { loginRequired: true } },
    });
    expect((await server.call("/wps/system/status", as("royal"))).json.value.info.downloadBar).toEqual({
      loginRequired: true,
    });
    await server.call("/__dev/resources", { body: { merchant: "royal", downloadBar: null } });
    expect(
      (await server.call("/wps/system/status", as("royal"))).json.value.info.downloadBar,
    ).toBeUndefined();
  });

  it("the seeded app-download message is answered only for its category", async () => {
    const filtered = (
      await server.call("/wps/relay/MCSFE_getListAnnouncements?category=app_download", as("royal"))
    ).json.value;
    expect(filtered.player).toHaveLength(1);
    expect(filtered.player[0].content).toContain("app");
    const all = (await server.call("/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M", as("royal")))
      .json.value;
    expect(all.player.map((item: { title: string }) => item.title)).not.toContain(filtered.player[0].title);
  });

  it("mobileTemplate: null gives the status call's mobileTemplate back to the merchant file", async () => {
    const before = (await server.call("/wps/system/status", as("sunrise"))).json.value.info.mobileTemplate;
    await server.call("/__dev/resources", {
      body: { merchant: "sunrise", mobileTemplate: { image_logo: "https://cdn.example/logo.png" } },
    });
    const changed = (await server.call("/wps/system/status", as("sunrise"))).json.value.info.mobileTemplate;
    expect(changed.image_logo).toBe("https://cdn.example/logo.png");
    await server.call("/__dev/resources", { body: { merchant: "sunrise", mobileTemplate: null } });
    const after = (await server.call("/wps/system/status", as("sunrise"))).json.value.info.mobileTemplate;
    expect(after).toEqual(before);
  });

  it.each([
    [{ merchant: "nope", resources: [] }],
    [{ merchant: "sunrise", mobileTemplate: "x" }],
    [{ merchant: "sunrise", resources: "x" }],
    [{ merchant: "sunrise", resources: [{ resourceType: "IOS" }] }],
    [{ merchant: "sunrise", mobileTemplate: { other: true } }],
    [{ merchant: "sunrise", appDownloadMessages: [{ title: 1, content: "x" }] }],
  ])("refuses %j", async (body) => {
    const reply = await server.call("/__dev/resources", { body });
    expect(reply.status).toBe(400);
  });

  it("serves the desktop manifest", async () => {
    const reply = await server.call(
      "/wps/system/manifest.json?merchantCode=sunrise&timestamp=1",
      as("sunrise"),
    );
    expect(reply.json.value).toMatchObject({ display: "standalone" });
  });
});
