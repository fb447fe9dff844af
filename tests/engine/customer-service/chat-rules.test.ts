import { describe, expect, it } from "vitest";
import {
  chatLaunchRequest,
  chatOpening,
  chatTap,
  pollsUnread,
  unreadBadge,
} from "../../../engine/customer-service/chat-rules";

const ORIGIN = "https://m.royal.example";

describe("chatTap and pollsUnread (spec section 6)", () => {
  it.each([
    [false, -1, "login", false],
    [true, -1, "login", false],
    [true, 0, "launch", true],
    [true, 1, "launch", true],
    [true, 2, "launch", true],
    [true, 4, "no-permission", false],
  ] as const)("logged in %s, type %s → %s, polls %s", (loggedIn, customerType, tap, polls) => {
    expect(chatTap({ loggedIn, customerType })).toBe(tap);
    expect(pollsUnread({ loggedIn, customerType }, true)).toBe(polls);
    expect(pollsUnread({ loggedIn, customerType }, false)).toBe(false);
  });
});

describe("unreadBadge", () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    ["5", null],
    [undefined, null],
    [1, "1"],
    [2.7, "2"],
    [99, "99"],
    [100, "99+"],
  ])("%s → %s", (count, text) => {
    expect(unreadBadge(count)).toBe(text);
  });
});

describe("chatLaunchRequest: the language mapped for the chat (spec section 9)", () => {
  it.each([
    ["CN", "CN"],
    ["TW", "CN"],
    ["EN", "EN"],
    ["KR", "KO"],
    ["AR", "CN"],
    ["", "CN"],
  ])("app %s → %s", (app, language) => {
    expect(chatLaunchRequest("Chat", `${ORIGIN}/m/home`, app)).toEqual({
      b2c: "1",
      title: "Chat",
      backUrl: `${ORIGIN}/m/home`,
      language,
    });
  });
});

describe("chatOpening: as the answer says", () => {
  it.each([
    [{ chatUrl: "/wps/demo/chat?member=1" }, { kind: "viewer", url: `${ORIGIN}/wps/demo/chat?member=1` }],
    [
      { chatUrl: "https://chat.example/a", newWindow: true },
      { kind: "tab", url: "https://chat.example/a" },
    ],
    [
      { chatUrl: "https://chat.example/a", newWindow: "yes" },
      { kind: "viewer", url: "https://chat.example/a" },
    ],
    [{}, { kind: "no-url" }],
    [{ chatUrl: "" }, { kind: "no-url" }],
    [{ chatUrl: "   " }, { kind: "no-url" }],
    [{ chatUrl: 42 }, { kind: "no-url" }],
    [{ chatUrl: "javascript:alert(1)" }, { kind: "no-url" }],
    [null, { kind: "no-url" }],
    ["https://chat.example", { kind: "no-url" }],
  ])("%j", (answer, opening) => {
    expect(chatOpening(answer, ORIGIN)).toEqual(opening);
  });
});
