/**
 * The activity shortcut button's rules (spec section 5), branch by branch: which items show for
 * whom and where, when the whole button hides, and what each tap does.
 */
import { describe, expect, it } from "vitest";
import {
  buttonAllowed,
  isKnownRedirect,
  itemVisible,
  LOGIN_REQUIRED,
  SHORTCUT_REDIRECTS,
  type ShortcutContext,
  shortcutAction,
  visibleShortcuts,
} from "../../widgets/shortcut-button/shortcut-rules";

const visitor: ShortcutContext = {
  loggedIn: false,
  customerType: -1,
  inApp: false,
  homeScreen: false,
  pwa: false,
  referralEnabled: false,
  vipBenefits: false,
};
const member: ShortcutContext = { ...visitor, loggedIn: true, customerType: 0 };
const item = (redirect: string, externalLink?: string) => ({
  redirect,
  ...(externalLink ? { externalLink } : {}),
});

describe("the whole button", () => {
  it("shows for a visitor whatever the stored type, and for member types 0, 1 and 2", () => {
    expect(buttonAllowed(visitor)).toBe(true);
    expect(buttonAllowed({ ...visitor, customerType: 4 })).toBe(true);
    for (const type of [0, 1, 2]) expect(buttonAllowed({ ...member, customerType: type })).toBe(true);
  });

  it("hides for members of any other type (4, -1, 3)", () => {
    for (const type of [4, -1, 3]) {
      const context = { ...member, customerType: type };
      expect(buttonAllowed(context)).toBe(false);
      expect(visibleShortcuts([item("DEPOSIT"), item("REWARD_CENTER")], context)).toEqual([]);
    }
  });

  it("has nothing to show without items", () => {
    expect(visibleShortcuts(undefined, visitor)).toEqual([]);
    expect(visibleShortcuts([], member)).toEqual([]);
  });
});

describe("items", () => {
  it("APP_DOWNLOAD: shown in a plain browser, hidden inside the app, on a home-screen launch or in a PWA", () => {
    expect(itemVisible(item("APP_DOWNLOAD"), visitor)).toBe(true);
    expect(itemVisible(item("APP_DOWNLOAD"), member)).toBe(true);
    expect(itemVisible(item("APP_DOWNLOAD"), { ...visitor, inApp: true })).toBe(false);
    expect(itemVisible(item("APP_DOWNLOAD"), { ...visitor, homeScreen: true })).toBe(false);
    expect(itemVisible(item("APP_DOWNLOAD"), { ...member, pwa: true })).toBe(false);
  });

  it("REGISTER: only when logged out", () => {
    expect(itemVisible(item("REGISTER"), visitor)).toBe(true);
    expect(itemVisible(item("REGISTER"), member)).toBe(false);
  });

  it("INVITE_FRIENDS: only when referral is enabled, logged in or not", () => {
    expect(itemVisible(item("INVITE_FRIENDS"), visitor)).toBe(false);
    expect(itemVisible(item("INVITE_FRIENDS"), member)).toBe(false);
    expect(itemVisible(item("INVITE_FRIENDS"), { ...visitor, referralEnabled: true })).toBe(true);
    expect(itemVisible(item("INVITE_FRIENDS"), { ...member, referralEnabled: true })).toBe(true);
  });

  it("MEMBER: when logged out, or for a member with VIP benefits on", () => {
    expect(itemVisible(item("MEMBER"), visitor)).toBe(true);
    expect(itemVisible(item("MEMBER"), member)).toBe(false);
    expect(itemVisible(item("MEMBER"), { ...member, vipBenefits: true })).toBe(true);
  });

  it("REDIRECT_URL: only with an external link", () => {
    expect(itemVisible(item("REDIRECT_URL", "https://acme.example/promo"), member)).toBe(true);
    expect(itemVisible(item("REDIRECT_URL"), member)).toBe(false);
    expect(itemVisible(item("REDIRECT_URL", "  "), member)).toBe(false);
  });

  it("DEPOSIT, REWARD_CENTER, MISSION, POINT_MARKET and an unknown kind: always", () => {
    for (const redirect of ["DEPOSIT", "REWARD_CENTER", "MISSION", "POINT_MARKET", "LUCKY_WHEEL"]) {
      expect(itemVisible(item(redirect), visitor)).toBe(true);
      expect(itemVisible(item(redirect), { ...member, inApp: true, pwa: true })).toBe(true);
    }
  });

  it("keeps the configured order of the items that show", () => {
    const items = [item("REGISTER"), item("DEPOSIT"), item("APP_DOWNLOAD"), item("INVITE_FRIENDS")];
    expect(visibleShortcuts(items, visitor).map((shown) => shown.redirect)).toEqual([
      "REGISTER",
      "DEPOSIT",
      "APP_DOWNLOAD",
    ]);
    expect(
      visibleShortcuts(items, { ...member, pwa: true, referralEnabled: true }).map((shown) => shown.redirect),
    ).toEqual(["DEPOSIT", "INVITE_FRIENDS"]);
  });
});

describe("what a tap does", () => {
  it("login-required kinds prompt a visitor to log in first, and go straight there for a member", () => {
    expect([...LOGIN_REQUIRED].sort()).toEqual([
      "DEPOSIT",
      "MEMBER",
      "MISSION",
      "POINT_MARKET",
      "REWARD_CENTER",
    ]);
    const paths = {
      DEPOSIT: "/m/voucherCenter",
      REWARD_CENTER: "/m/rewardCenter",
      MISSION: "/m/leaderBoard",
      MEMBER: "/m/member/home",
      POINT_MARKET: "/m/mall/mallHome",
    };
    for (const [redirect, path] of Object.entries(paths)) {
      expect(shortcutAction(item(redirect), visitor)).toEqual({ kind: "login-first", path });
      expect(shortcutAction(item(redirect), member)).toEqual({ kind: "navigate", path });
    }
  });

  it("REGISTER and INVITE_FRIENDS go there without a login", () => {
    expect(shortcutAction(item("REGISTER"), visitor)).toEqual({ kind: "navigate", path: "/m/register" });
    expect(shortcutAction(item("INVITE_FRIENDS"), visitor)).toEqual({
      kind: "navigate",
      path: "/m/inviteFriends",
    });
  });

  it("APP_DOWNLOAD opens the app download, REDIRECT_URL its link (trimmed)", () => {
    expect(shortcutAction(item("APP_DOWNLOAD"), visitor)).toEqual({ kind: "app-download" });
    expect(shortcutAction(item("REDIRECT_URL", " https://acme.example/x "), visitor)).toEqual({
      kind: "external",
      url: "https://acme.example/x",
    });
  });

  it("an unknown kind, or a REDIRECT_URL without a link, only warns", () => {
    expect(shortcutAction(item("LUCKY_WHEEL"), member)).toMatchObject({ kind: "warn" });
    expect(shortcutAction(item("REDIRECT_URL"), member)).toMatchObject({ kind: "warn" });
  });

  it("knows exactly the nine kinds of spec section 3", () => {
    expect(SHORTCUT_REDIRECTS).toHaveLength(9);
    expect(SHORTCUT_REDIRECTS.every(isKnownRedirect)).toBe(true);
    expect(isKnownRedirect("LUCKY_WHEEL")).toBe(false);
  });
});
