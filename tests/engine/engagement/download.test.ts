import { describe, expect, it } from "vitest";
import {
  compareVersions,
  type DownloadBarInput,
  type DownloadLinks,
  downloadBarRoom,
  downloadBarVisible,
  downloadLinks,
  nativeDownload,
  parseVersion,
  primaryDownloadWay,
  safeHttpUrl,
  splashDue,
  upgradeClosable,
  upgradeNeeded,
} from "../../../engine/engagement/rules/download";
import { readEnvironment } from "../../../engine/platform/environment";

const ORIGIN = "https://m.example.com";

describe("a download link the app may open", () => {
  it.each([
    ["https://cdn.example.com/app.apk", "https://cdn.example.com/app.apk"],
    ["http://cdn.example.com/app.apk", "http://cdn.example.com/app.apk"],
    ["/wps/demo/app?platform=IOS", "https://m.example.com/wps/demo/app?platform=IOS"],
    ["javascript:alert(1)", null],
    ["data:text/html,hi", null],
    ["itms-services://?action=download", null],
    ["http://[bad", null],
    ["", null],
    [null, null],
    [42, null],
  ])("%s → %s", (url, expected) => {
    expect(safeHttpUrl(url, ORIGIN)).toBe(expected);
  });
});

describe("download links by resource type", () => {
  it("reads each type, case-insensitively, ignoring links that are not http(s)", () => {
    const links = downloadLinks(
      [
        { resourceType: "Android", url: "javascript:alert(1)" },
        { resourceType: "ANDROID", url: "https://a.example/app.apk" },
        { resourceType: "IOS", url: "https://i.example/app" },
        { resourceType: "IOSLITE", url: "https://lite.example/app" },
        { resourceType: "MOBILECONFIG", url: "/profile.mobileconfig" },
        { resourceType: "AppDownloadIcon", url: "data:image/png;base64,AAAA" },
        { resourceType: 3, url: "https://x.example" },
      ],
      ORIGIN,
    );
    expect(links).toEqual({
      android: "https://a.example/app.apk",
      ios: "https://i.example/app",
      iosLite: "https://lite.example/app",
      mobileconfig: "https://m.example.com/profile.mobileconfig",
      icon: null,
    });
  });

  it("a missing list reads as no links", () => {
    expect(downloadLinks(undefined, ORIGIN).android).toBeNull();
  });

  it.each([
    [true, { iosLite: "L", ios: "I" }, "L"],
    [true, { ios: "I" }, "I"],
    [true, { android: "A" }, null],
    [false, { android: "A", ios: "I" }, "A"],
  ])("native download on iOS=%s", (ios, given, expected) => {
    const links: DownloadLinks = {
      android: null,
      ios: null,
      iosLite: null,
      mobileconfig: null,
      icon: null,
      ...given,
    };
    expect(nativeDownload(links, ios)).toBe(expected);
  });
});

describe("whether the download bar shows", () => {
  const none: DownloadLinks = { android: null, ios: null, iosLite: null, mobileconfig: null, icon: null };
  const all: DownloadLinks = { ...none, android: "A", ios: "I", mobileconfig: "M" };
  const base: DownloadBarInput = {
    nativeApp: false,
    standalone: false,
    ios: false,
    webClip: false,
    links: all,
    closed: false,
    loggedIn: false,
    loginRequired: false,
    minRankLevel: null,
    rankLevel: null,
  };
  it.each<[string, Partial<DownloadBarInput>, boolean]>([
    ["a visitor in a browser tab", {}, true],
    ["inside the native app", { nativeApp: true }, false],
    ["in a home-screen app or PWA", { standalone: true }, false],
    ["closed this session", { closed: true }, false],
    ["no download link at all", { links: none }, false],
    ["Android without an Android link", { links: { ...none, ios: "I" } }, false],
    ["iPhone with only the setup profile", { ios: true, links: { ...none, mobileconfig: "M" } }, true],
    [
      "iPhone web clip without an iOS link",
      { ios: true, webClip: true, links: { ...none, mobileconfig: "M" } },
      false,
    ],
    ["iPhone web clip with an iOS link", { ios: true, webClip: true }, true],
    [
      "iPhone web clip with the lite app",
      { ios: true, webClip: true, links: { ...none, iosLite: "L" } },
      true,
    ],
    ["login required, visitor", { loginRequired: true }, false],
    ["login required, member", { loginRequired: true, loggedIn: true }, true],
    ["VIP level 3 required, visitor", { minRankLevel: 3 }, false],
    ["VIP level 3 required, member of level 2", { minRankLevel: 3, loggedIn: true, rankLevel: 2 }, false],
    ["VIP level 3 required, member of level 3", { minRankLevel: 3, loggedIn: true, rankLevel: 3 }, true],
    ["VIP level required, member level unknown", { minRankLevel: 1, loggedIn: true, rankLevel: null }, false],
  ])("%s → %s", (_, change, expected) => {
    expect(downloadBarVisible({ ...base, ...change })).toBe(expected);
  });
});

describe("the app-download modal's primary button", () => {
  it.each<[boolean, "app" | "web" | null, boolean, "app" | "web"]>([
    [false, "app", true, "app"],
    [false, null, true, "app"],
    [false, "web", true, "web"],
    [true, "app", true, "app"],
    [true, "web", true, "web"],
    [true, null, true, "web"],
    [false, "app", false, "web"],
    [true, "app", false, "web"],
  ])("iOS=%s preferred=%s native link=%s → %s", (ios, preferredWay, nativeAvailable, expected) => {
    expect(primaryDownloadWay({ ios, preferredWay, nativeAvailable })).toBe(expected);
  });
});

describe("app versions", () => {
  it.each([
    ["2.4.39", [2, 4, 39]],
    [" 2.4 ", [2, 4]],
    ["2.x", null],
    ["", null],
    [null, null],
  ])("parse %s", (raw, expected) => {
    expect(parseVersion(raw)).toEqual(expected);
  });

  it.each([
    [[2, 4, 38], [2, 4, 39], -1],
    [[2, 4, 39], [2, 4, 39], 0],
    [[2, 4], [2, 4, 0], 0],
    [[2, 10], [2, 4, 39], 1],
    [[3], [2, 4, 39], 1],
    [[2, 4, 39, 1], [2, 4, 39], 1],
  ])("%j vs %j → %d", (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it.each([
    [true, "2.4.38", true],
    [true, "2.3.99", true],
    [true, "2.4.39", false],
    [true, "2.5.0", false],
    [true, null, false],
    [true, "beta", false],
    [false, "1.0.0", false],
  ])("native=%s version=%s → upgrade %s", (nativeApp, version, expected) => {
    expect(upgradeNeeded({ nativeApp, version, latest: "2.4.39" })).toBe(expected);
  });

  it("the mandatory switch takes the close away", () => {
    expect(upgradeClosable(true)).toBe(false);
    expect(upgradeClosable(false)).toBe(true);
  });

  it.each([
    ["Mozilla/5.0 (Linux; Android 14) WLApp/android/2.4.10", "android"],
    ["Mozilla/5.0 (iPhone) WLApp/ios/3.0 DeviceId/x", "ios"],
    ["Mozilla/5.0 (iPhone) WLApp/ios", "ios"],
    ["Mozilla/5.0 (iPhone) Safari", null],
  ])("the native shell from %s (its version: tests/engine/platform/app-version.test.ts)", (ua, native) => {
    expect(readEnvironment(ua).nativeApp).toBe(native);
  });
});

describe("the splash", () => {
  it.each([
    [{ nativeApp: true, standalone: false, shownThisSession: false }, true],
    [{ nativeApp: false, standalone: true, shownThisSession: false }, true],
    [{ nativeApp: true, standalone: false, shownThisSession: true }, false],
    [{ nativeApp: false, standalone: false, shownThisSession: false }, false],
  ])("%j → %s", (input, expected) => {
    expect(splashDue(input)).toBe(expected);
  });
});

describe("the download bar's room at the top (docs/decisions.md)", () => {
  const room = (reserved: boolean, placeholder: boolean, shown: boolean) => ({
    reserved,
    placeholder,
    shown,
  });
  it.each([
    // The first page view: the shell reserved the room; the rules are not in yet, then say yes or no.
    {
      name: "reserved, rules not in yet",
      input: { reserved: true, due: null, closed: false, pageView: false },
      out: room(true, true, false),
    },
    {
      name: "reserved, due: shows in its room",
      input: { reserved: true, due: true, closed: false, pageView: false },
      out: room(true, true, true),
    },
    {
      name: "reserved, not due: the room stays, empty, until the next page",
      input: { reserved: true, due: false, closed: false, pageView: false },
      out: room(true, false, false),
    },
    // Not reserved at the first paint: a bar that becomes due waits for the next page view.
    {
      name: "no room, due: waits",
      input: { reserved: false, due: true, closed: false, pageView: false },
      out: room(false, false, false),
    },
    {
      name: "no room, not due",
      input: { reserved: false, due: false, closed: false, pageView: false },
      out: room(false, false, false),
    },
    // A new page view takes the room the rules give.
    {
      name: "new page, due: the room and the bar",
      input: { reserved: false, due: true, closed: false, pageView: true },
      out: room(true, true, true),
    },
    {
      name: "new page, not due: the room goes",
      input: { reserved: true, due: false, closed: false, pageView: true },
      out: room(false, false, false),
    },
    {
      name: "new page, rules not in yet: as it was",
      input: { reserved: true, due: null, closed: false, pageView: true },
      out: room(true, true, false),
    },
    // The member's close gives the room back at once, whatever else holds.
    {
      name: "closed by the member",
      input: { reserved: true, due: true, closed: true, pageView: false },
      out: room(false, false, false),
    },
    {
      name: "closed, on a new page",
      input: { reserved: true, due: null, closed: true, pageView: true },
      out: room(false, false, false),
    },
  ])("$name", ({ input, out }) => {
    expect(downloadBarRoom(input)).toEqual(out);
  });

  it("never shows the bar outside its room", () => {
    for (const reserved of [true, false])
      for (const due of [true, false, null])
        for (const closed of [true, false])
          for (const pageView of [true, false]) {
            const next = downloadBarRoom({ reserved, due, closed, pageView });
            if (next.shown) expect(next.reserved).toBe(true);
            // Within a page view the room only moves with the member's close.
            if (!pageView && !closed) expect(next.reserved).toBe(reserved);
          }
  });
});
