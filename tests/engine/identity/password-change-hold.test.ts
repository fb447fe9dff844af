import { describe, expect, it } from "vitest";
import {
  heldRedirect,
  PASSWORD_CHANGE_KEY,
  PasswordChangeHold,
} from "../../../engine/identity/password-change-hold";
import { changeReplacesDefault } from "../../../engine/identity/password-rules";
import { memoryStorage } from "../../../engine/platform/storage";
import { SessionStore } from "../../../engine/stores/session-store";

const member = {
  id: 7,
  token: "tok",
  merchantCode: "acme",
  userName: "weak",
  type: 0,
  firstTimeLogin: true,
};

function signedIn(stored?: string) {
  const storage = memoryStorage(stored === undefined ? {} : { [PASSWORD_CHANGE_KEY]: stored });
  const session = new SessionStore(storage, "acme");
  session.start(member);
  return { storage, session, hold: new PasswordChangeHold(storage, session) };
}

describe("a forced password change, held until done", () => {
  it("is kept in session storage, so a reload keeps it with where the member goes afterwards", () => {
    const first = signedIn();
    first.hold.require("/m/rewardCenter?tab=2");
    const reloaded = new PasswordChangeHold(first.storage, new SessionStore(first.storage, "acme"));
    expect(reloaded.due).toBe(true);
    expect(reloaded.releaseTo).toBe("/m/rewardCenter?tab=2");
    expect(reloaded.release()).toBe("/m/rewardCenter?tab=2");
    expect(first.storage.get(PASSWORD_CHANGE_KEY)).toBeNull();
    expect(new PasswordChangeHold(first.storage, first.session).due).toBe(false);
  });

  it("keeps over a reload that the password to replace is the merchant's default, and never reads an earlier hold's", () => {
    const first = signedIn();
    first.hold.require("/m/home", true);
    const reloaded = new PasswordChangeHold(first.storage, new SessionStore(first.storage, "acme"));
    expect(changeReplacesDefault(reloaded, first.storage)).toBe(true);
    reloaded.release();
    expect(changeReplacesDefault(new PasswordChangeHold(first.storage, first.session), first.storage)).toBe(
      false,
    );
    first.hold.require("/m/home");
    expect(changeReplacesDefault(first.hold, first.storage)).toBe(false);
  });

  it.each([
    ["another site's address", "https://evil.example/"],
    ["a path outside the app", "/admin"],
    ["the change page itself", "/m/changePsw"],
    ["a protocol-relative trick", "/m/../..//evil.example"],
  ])("a stored value that is %s is dropped, and home is where the member then goes", (_, value) => {
    const { hold, storage } = signedIn(value);
    expect(hold.due).toBe(false);
    expect(storage.get(PASSWORD_CHANGE_KEY)).toBeNull();
    hold.require(value);
    expect(hold.releaseTo).toBe("/m/home");
  });

  it("ends with its session: logout, expiry, or another member's session in the tab", () => {
    for (const end of [
      (session: SessionStore) => session.clear("logout"),
      (session: SessionStore) => session.clear("expired"),
      (session: SessionStore) => session.start({ ...member, token: "other" }),
    ]) {
      const { hold, session, storage } = signedIn();
      hold.require("/m/home");
      end(session);
      expect(hold.due).toBe(false);
      expect(storage.get(PASSWORD_CHANGE_KEY)).toBeNull();
    }
  });

  it("is not read without a session (a stored hold whose session is gone)", () => {
    const storage = memoryStorage({ [PASSWORD_CHANGE_KEY]: "/m/home" });
    const hold = new PasswordChangeHold(storage, new SessionStore(storage, "acme"));
    expect(hold.due).toBe(false);
    expect(storage.get(PASSWORD_CHANGE_KEY)).toBeNull();
  });

  it.each([
    ["/m/member/home", true, "/m/changePsw"],
    ["/m/voucherCenter", true, "/m/changePsw"],
    ["/m/home", true, "/m/changePsw"],
    ["/", true, "/m/changePsw"],
    ["/m/login", true, "/m/changePsw"],
    ["/m/no-such-page", true, "/m/changePsw"],
    ["/m/changePsw", true, null],
    ["/m/changePsw/", true, null],
    ["/m/member/home", false, null],
  ])("%s while due=%s leads to %s", (address, due, to) => {
    expect(heldRedirect(address, due)).toBe(to);
  });
});
