import { describe, expect, it } from "vitest";
import {
  imageName,
  isWelcomeHomePath,
  welcomeEligible,
  welcomeImage,
} from "../../../engine/engagement/rules/welcome";

describe("welcome rules", () => {
  it.each([
    ["/", true],
    ["/m/", true],
    ["/m/home", true],
    ["/m/index", true],
    ["/m/index.html", true],
    ["/m/login", false],
    ["/m/rewardCenter", false],
    ["/m/homes", false],
  ])("%s is home: %s", (path, home) => {
    expect(isWelcomeHomePath(path)).toBe(home);
  });

  it.each([
    ["https://cdn.example/img/welcome-2.png", "welcome-2.png"],
    ["https://cdn.example/img/welcome-2.png?v=3#x", "welcome-2.png"],
    ["/a/b%20c.jpg", "b c.jpg"],
    ["https://cdn.example/", ""],
  ])("%s is named %j", (url, name) => {
    expect(imageName(url)).toBe(name);
  });

  it("finds a group's banner, ignoring malformed ones", () => {
    const banners = [
      { groupName: "m_popup1" },
      { groupName: "home", url: "/h.png" },
      { groupName: "M_POPUP1", url: "/w.png", title: "Hi" },
    ];
    expect(welcomeImage(banners, "m_popup1")).toEqual({ url: "/w.png", title: "Hi" });
    expect(welcomeImage(banners, "m_popup2")).toBeNull();
  });

  it.each([
    "javascript:top.__xss=1//x.png",
    "JaVaScRiPt:top.__xss=1//x.png",
    "data:text/html,<script>alert(1)</script>/x.png",
    "vbscript:msgbox(1)/x.png",
  ])("has no welcome image whose URL is not http(s) (the save link would run it): %s", (url) => {
    expect(welcomeImage([{ groupName: "m_popup1", url, title: "Gift" }], "m_popup1")).toBeNull();
  });

  const base = {
    pathname: "/m/home",
    nativeApp: false,
    standalone: false,
    homeScreenLaunch: false,
    suppressedThisSession: false,
    imageUrl: "https://cdn.example/w1.png",
    savedName: null,
  };
  it.each([
    ["a new image on home", {}, true],
    ["on the root", { pathname: "/" }, true],
    ["off home", { pathname: "/m/login" }, false],
    ["in the native app", { nativeApp: true }, false],
    ["in a home-screen app or PWA", { standalone: true }, false],
    ["launched from the home screen (the homescreen query)", { homeScreenLaunch: true }, false],
    ["closed in this session", { suppressedThisSession: true }, false],
    ["no image", { imageUrl: null }, false],
    ["the saved image", { savedName: "w1.png" }, false],
    ["an updated image", { savedName: "w0.png" }, true],
  ])("%s → %s", (_, change, eligible) => {
    expect(welcomeEligible({ ...base, ...change })).toBe(eligible);
  });
});
