import { describe, expect, it } from "vitest";
import { absoluteManifest, desktopManifestWanted } from "../../engine/pwa/desktop-manifest";

const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";
const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

describe("the desktop manifest", () => {
  it.each([
    [true, false, DESKTOP, true],
    ["true", false, DESKTOP, true],
    [false, false, DESKTOP, false],
    [undefined, false, DESKTOP, false],
    [true, false, PIXEL, false],
    [true, false, IPHONE, false],
    [true, true, DESKTOP, false],
  ])("feature %s, native %s → %s", (desktopAppFeature, nativeApp, userAgent, expected) => {
    expect(desktopManifestWanted({ desktopAppFeature, nativeApp, userAgent })).toBe(expected);
  });

  it("makes its addresses absolute", () => {
    expect(
      absoluteManifest(
        {
          name: "X",
          start_url: "/m/home",
          scope: "/m/",
          icons: [{ src: "/m/icon-192.png", sizes: "192x192" }],
        },
        "https://m.example.com",
      ),
    ).toEqual({
      name: "X",
      start_url: "https://m.example.com/m/home",
      scope: "https://m.example.com/m/",
      icons: [{ src: "https://m.example.com/m/icon-192.png", sizes: "192x192" }],
    });
  });
});
