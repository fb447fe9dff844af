// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import {
  GOOGLE_IDENTITY_SCRIPT,
  loadGoogleIdentityServices,
  openOneTap,
  type PromptMoment,
} from "../../engine/firebase/one-tap";
import { type OneTapInputs, shouldOfferOneTap } from "../../engine/firebase/one-tap-offer";

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

  it("loads Google's script once, and again after a failed load (its one retry failed too)", async () => {
    const scripts = () => document.head.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
    const first = loadGoogleIdentityServices();
    const second = loadGoogleIdentityServices();
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event("error"));
    scripts()[0]?.dispatchEvent(new Event("error"));
    await expect(first).rejects.toThrow(/did not load/);
    expect(scripts()).toHaveLength(0);
    const retry = loadGoogleIdentityServices();
    expect(retry).not.toBe(first);
    scripts()[0]?.dispatchEvent(new Event("load"));
    await expect(retry).resolves.toBeUndefined();
  });
});

/** Google's `google.accounts.id` as a test drives it: the listener and callback it was given. */
function fakeGoogle() {
  const state: {
    callback?: (response: { credential: string }) => void;
    listener?: (moment: PromptMoment) => void;
  } = {};
  const id = {
    initialize: vi.fn((config: { callback: (response: { credential: string }) => void }) => {
      state.callback = config.callback;
    }),
    prompt: vi.fn((listener?: (moment: PromptMoment) => void) => {
      state.listener = listener;
    }),
    cancel: vi.fn(),
  };
  const moment = (kind: "skipped" | "dismissed", reason = "") => ({
    isSkippedMoment: () => kind === "skipped",
    isDismissedMoment: () => kind === "dismissed",
    getDismissedReason: () => reason,
  });
  return { scope: { google: { accounts: { id } } }, id, state, moment };
}

function session(google: ReturnType<typeof fakeGoogle>, controller = new AbortController()) {
  const calls = { credentials: [] as string[], closed: 0 };
  return {
    calls,
    controller,
    options: {
      clientId: "123.apps.googleusercontent.com",
      onCredential: (token: string) => calls.credentials.push(token),
      onClosed: () => calls.closed++,
      signal: controller.signal,
      load: () => Promise.resolve(),
      scope: google.scope,
    },
  };
}

describe("Google's one-tap prompt", () => {
  it("prompts for the merchant's client id and hands over the chosen account's ID token", async () => {
    const google = fakeGoogle();
    const { calls, options } = session(google);
    await openOneTap(options);
    expect(google.id.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: "123.apps.googleusercontent.com" }),
    );
    expect(google.id.prompt).toHaveBeenCalledTimes(1);
    google.state.callback?.({ credential: "google-jwt" });
    google.state.listener?.(google.moment("dismissed", "credential_returned"));
    expect(calls).toEqual({ credentials: ["google-jwt"], closed: 0 });
  });

  it.each([
    ["the member closes it", "skipped", "user_cancel"],
    ["Google has nothing to show", "skipped", "issuing_failed"],
    ["it is dismissed without an account", "dismissed", "cancel_called"],
  ] as const)("counts as closed when %s", async (_, kind, reason) => {
    const google = fakeGoogle();
    const { calls, options } = session(google);
    await openOneTap(options);
    google.state.listener?.(google.moment(kind, reason));
    expect(calls.closed).toBe(1);
  });

  it("never opens when the page stopped wanting it while Google's script was on its way", async () => {
    const google = fakeGoogle();
    let arrive = () => {};
    const { calls, controller, options } = session(google);
    const opening = openOneTap({
      ...options,
      load: () => new Promise<void>((resolve) => (arrive = resolve)),
    });
    controller.abort();
    arrive();
    await opening;
    expect(google.id.prompt).not.toHaveBeenCalled();
    expect(calls.closed).toBe(0);
  });

  it("is taken away when the page stops wanting it, and what Google then says is not a closing", async () => {
    const google = fakeGoogle();
    const { calls, controller, options } = session(google);
    await openOneTap(options);
    controller.abort();
    expect(google.id.cancel).toHaveBeenCalledTimes(1);
    google.state.listener?.(google.moment("skipped", "auto_cancel"));
    expect(calls.closed).toBe(0);
  });

  it("counts a script that did not load as closed, so the page moves on", async () => {
    const google = fakeGoogle();
    const { calls, options } = session(google);
    await expect(
      openOneTap({ ...options, load: () => Promise.reject(new Error("offline")) }),
    ).rejects.toThrow("offline");
    expect(calls.closed).toBe(1);
  });
});
