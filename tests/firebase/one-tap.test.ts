// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  GOOGLE_IDENTITY_SCRIPT,
  loadGoogleIdentityServices,
  type OneTapInputs,
  shouldOfferOneTap,
} from "../../engine/firebase/one-tap";

const offered: OneTapInputs = {
  featureOn: true,
  nativeApp: null,
  loggedIn: false,
  channels: ["google", "facebook"],
  clientId: "123.apps.googleusercontent.com",
};

describe("GOOGLELOGIN3 one-tap", () => {
  it("is offered to a visitor in a browser when Google sign-in is configured", () => {
    expect(shouldOfferOneTap(offered)).toBe(true);
  });

  it.each([
    ["the switch is off", { featureOn: false }],
    ["inside the native app", { nativeApp: "android" as const }],
    ["to a logged-in member", { loggedIn: true }],
    ["without the Google channel", { channels: ["facebook" as const] }],
    ["without a client id", { clientId: undefined }],
  ])("is not offered when %s", (_, change) => {
    expect(shouldOfferOneTap({ ...offered, ...change })).toBe(false);
  });

  it("loads Google's script once, and again after a failed load", async () => {
    const scripts = () => document.head.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
    const first = loadGoogleIdentityServices();
    const second = loadGoogleIdentityServices();
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event("error"));
    await expect(first).rejects.toThrow(/did not load/);
    expect(scripts()).toHaveLength(0);
    const retry = loadGoogleIdentityServices();
    expect(retry).not.toBe(first);
    scripts()[0]?.dispatchEvent(new Event("load"));
    await expect(retry).resolves.toBeUndefined();
  });
});
