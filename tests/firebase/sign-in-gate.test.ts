import { describe, expect, it } from "vitest";
import { signsInByRedirect, socialSignInBlock } from "../../engine/firebase/sign-in-gate";
import { readEnvironment } from "../../engine/platform/environment";

const browser = readEnvironment("Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile");
const androidApp = readEnvironment("Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile WLApp/android/2.4");
const androidAppWithFacebook = readEnvironment(
  "Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile WLApp/android/2.4 WLBridge/facebookLogin",
);
const iosApp = readEnvironment("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) WLApp/ios/2.4");

describe("when social sign-in may start", () => {
  it("never in private browsing", () => {
    expect(socialSignInBlock("google", browser, true)).toBe("incognito_not_supported");
  });

  it("Facebook, Twitter and LINE are coming soon in the Android app that cannot bridge them", () => {
    for (const channel of ["facebook", "twitter", "line"] as const) {
      expect(socialSignInBlock(channel, androidApp, false)).toBe("coming_soon");
    }
    expect(socialSignInBlock("facebook", androidAppWithFacebook, false)).toBeNull();
    expect(socialSignInBlock("twitter", androidAppWithFacebook, false)).toBe("coming_soon");
  });

  it("Google in the Android app, and every channel in a browser or the iOS app, go ahead", () => {
    expect(socialSignInBlock("google", androidApp, false)).toBeNull();
    expect(socialSignInBlock("line", browser, false)).toBeNull();
    expect(socialSignInBlock("facebook", iosApp, false)).toBeNull();
  });

  it("home-screen apps sign in by redirect, browsers by popup", () => {
    expect(signsInByRedirect(readEnvironment("iPhone", "", true))).toBe(true);
    expect(signsInByRedirect(browser)).toBe(false);
  });
});
