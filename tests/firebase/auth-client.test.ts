import type { Auth } from "firebase/auth";
import { describe, expect, it } from "vitest";
import { FirebaseAuthClient, LINE_PROVIDER_ID } from "../../engine/firebase/auth-client";
import { REDIRECT_CHANNEL_KEY } from "../../engine/firebase/redirect-channel";
import { memoryStorage } from "../../engine/platform/storage";
import { fakeSdk } from "./fake-firebase";

const auth = {} as Auth;
const anchor = {} as HTMLElement;

describe("social sign-in through the provider", () => {
  it("by popup gives the ID token and drops the firebase user", async () => {
    const sdk = fakeSdk({ popupToken: "tok" });
    const client = new FirebaseAuthClient(auth, sdk, memoryStorage());
    expect(await client.signInWithChannel("line", { redirect: false })).toBe("tok");
    expect(sdk.signInWithPopup.mock.calls[0]?.[1]).toMatchObject({ providerId: LINE_PROVIDER_ID });
    expect(sdk.signOut).toHaveBeenCalled();
  });

  it("by redirect keeps the channel in session storage and completes once on the next mount", async () => {
    const storage = memoryStorage();
    const before = new FirebaseAuthClient(auth, fakeSdk(), storage);
    expect(await before.signInWithChannel("facebook", { redirect: true })).toBeNull();
    expect(storage.get(REDIRECT_CHANNEL_KEY)).toBe("facebook");

    // The page came back from the provider: a new page, a new client, the same session storage.
    const after = new FirebaseAuthClient(auth, fakeSdk({ redirectToken: "back" }), storage);
    expect(await after.completeRedirect()).toEqual({ channel: "facebook", idToken: "back" });
    expect(await after.completeRedirect()).toBeNull();
  });

  it("does not ask the provider for a redirect result when none was started", async () => {
    const sdk = fakeSdk();
    expect(await new FirebaseAuthClient(auth, sdk, memoryStorage()).completeRedirect()).toBeNull();
    expect(sdk.getRedirectResult).not.toHaveBeenCalled();
  });

  it("ignores a stored channel it does not know", async () => {
    const storage = memoryStorage({ [REDIRECT_CHANNEL_KEY]: "myspace" });
    expect(await new FirebaseAuthClient(auth, fakeSdk(), storage).completeRedirect()).toBeNull();
    expect(storage.get(REDIRECT_CHANNEL_KEY)).toBeNull();
  });
});

describe("Google's one-tap credential", () => {
  it("signs in with Google's ID token as a Google credential, gives firebase's token and drops the user", async () => {
    const sdk = fakeSdk({ credentialToken: "firebase-token" });
    const client = new FirebaseAuthClient(auth, sdk, memoryStorage());
    expect(await client.signInWithGoogleIdToken("google-jwt")).toBe("firebase-token");
    expect(sdk.signInWithCredential.mock.calls[0]?.[1]).toEqual({
      providerId: "google.com",
      idToken: "google-jwt",
    });
    expect(sdk.signOut).toHaveBeenCalled();
  });
});

describe("the phone provider's one-time code", () => {
  it("confirming with no code sent reads as auth/code-expired", async () => {
    const client = new FirebaseAuthClient(auth, fakeSdk(), memoryStorage());
    await expect(client.confirmPhoneCode("123456")).rejects.toMatchObject({ code: "auth/code-expired" });
  });

  it("a sent code confirms into an ID token, once", async () => {
    const sdk = fakeSdk({ codeToken: "phone" });
    const client = new FirebaseAuthClient(auth, sdk, memoryStorage());
    await client.sendPhoneCode("+66812345678", anchor);
    expect(sdk.signInWithPhoneNumber.mock.calls[0]?.[1]).toBe("+66812345678");
    expect(await client.confirmPhoneCode(" 123456 ")).toBe("phone");
    await expect(client.confirmPhoneCode("123456")).rejects.toMatchObject({ code: "auth/code-expired" });
  });

  it("a wrong code can be corrected without sending again", async () => {
    const client = new FirebaseAuthClient(auth, fakeSdk(), memoryStorage());
    await client.sendPhoneCode("+66812345678", anchor);
    await expect(client.confirmPhoneCode("000000")).rejects.toMatchObject({
      code: "auth/invalid-verification-code",
    });
    expect(await client.confirmPhoneCode("123456")).toBe("phone-token");
  });
});
