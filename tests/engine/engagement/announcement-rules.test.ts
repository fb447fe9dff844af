import { describe, expect, it } from "vitest";
import {
  activityPath,
  closeAction,
  decideShow,
  executionKinds,
  hiddenToday,
  isPromo,
  listRefreshDelay,
  nextLocalMidnight,
  type PopupItem,
  parseStoredFingerprint,
  parseStoredTime,
  popupFingerprint,
  popupItemsOf,
  popupsFor,
  type StoredPopupState,
} from "../../../engine/engagement/rules/announcement";

const item = (execution: string, title = `t-${execution}`, content = "<p>c</p>"): PopupItem => ({
  id: title,
  title,
  content,
  execution,
});
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();

describe("executionKinds and popupsFor", () => {
  it.each([
    [{ loggedIn: false, firstTimeLogin: false }, ["B"]],
    [{ loggedIn: false, firstTimeLogin: true }, ["B"]],
    [{ loggedIn: true, firstTimeLogin: false }, ["A"]],
    [{ loggedIn: true, firstTimeLogin: true }, ["F", "A"]],
  ])("%o sees %o", (session, kinds) => {
    expect(executionKinds(session)).toEqual(kinds);
  });

  it("keeps the kinds' order, each kind in the server's order", () => {
    const items = [item("A", "a1"), item("B"), item("F"), item("a", "a2")];
    expect(popupsFor(items, ["F", "A"]).map((entry) => entry.title)).toEqual(["t-F", "a1", "a2"]);
    expect(popupsFor(items, ["B"]).map((entry) => entry.title)).toEqual(["t-B"]);
  });

  it("drops malformed items", () => {
    expect(popupItemsOf([null, 3, { title: 1 }, { title: "x", content: "y" }, item("A")])).toHaveLength(1);
  });
});

describe("popupFingerprint", () => {
  const base = [item("A", "one"), item("A", "two")];
  it.each([
    ["the same list", base, true],
    ["an edited content", [item("A", "one"), item("A", "two", "<p>new</p>")], false],
    ["an edited title", [item("A", "one"), item("A", "Two")], false],
    ["a new item", [...base, item("A", "three")], false],
    ["a removed item", [item("A", "one")], false],
    ["another order", [item("A", "two"), item("A", "one")], false],
  ])("%s → equal: %s", (_, list, equal) => {
    expect(popupFingerprint(list) === popupFingerprint(base)).toBe(equal);
  });
  it("reads back through parseStoredFingerprint", () => {
    expect(parseStoredFingerprint(popupFingerprint(base))).toBe(popupFingerprint(base));
  });
});

describe("midnight and today-hide", () => {
  it.each([
    [local(2026, 3, 10, 9, 30), local(2026, 3, 11)],
    [local(2026, 3, 10, 0, 0), local(2026, 3, 11)],
    [local(2026, 3, 10, 23, 59), local(2026, 3, 11)],
    [local(2026, 12, 31, 12), local(2027, 1, 1)],
  ])("after %d comes %d", (time, midnight) => {
    expect(nextLocalMidnight(time)).toBe(midnight);
  });

  it.each([
    [null, local(2026, 3, 10, 12), false],
    [local(2026, 3, 10, 9), local(2026, 3, 10, 23, 59), true],
    [local(2026, 3, 10, 9), local(2026, 3, 11, 0, 0), false],
    [local(2026, 3, 10, 9), local(2026, 3, 12, 9), false],
  ])("hidden at %s, now %d → %s", (hiddenAt, now, hidden) => {
    expect(hiddenToday(hiddenAt, now)).toBe(hidden);
  });
});

describe("corrupt storage reads as nothing stored", () => {
  it.each([
    [null, null],
    ["", null],
    ["not a date", null],
    ["{}", null],
    ["-5", null],
    ["1e30", null],
    ["99999999999999999999", null],
    ["1700000000000", 1_700_000_000_000],
  ])("time %j → %j", (raw, time) => {
    expect(parseStoredTime(raw)).toBe(time);
  });
  it.each([
    [null, null],
    ["garbage", null],
    ['{"a":1}', null],
    ["2-0badf00d", "2-0badf00d"],
  ])("fingerprint %j → %j", (raw, fingerprint) => {
    expect(parseStoredFingerprint(raw)).toBe(fingerprint);
  });
});

describe("decideShow", () => {
  const items = [item("A")];
  const current = popupFingerprint(items);
  const now = local(2026, 3, 10, 12);
  const nothing: StoredPopupState = {
    show: null,
    fingerprint: null,
    hiddenAt: null,
    dismissedFingerprint: null,
  };
  it.each<[string, readonly PopupItem[] | null, Partial<StoredPopupState>, boolean, boolean]>([
    ["no list yet", null, {}, false, false],
    ["an empty list", [], {}, false, false],
    ["a first visit", items, {}, false, true],
    ["closed before, same list", items, { show: false, fingerprint: current }, false, false],
    ["closed before, list changed", items, { show: false, fingerprint: "1-00000000" }, false, true],
    ["closed before, forcePopup", items, { show: false, fingerprint: current }, true, true],
    ["hidden today", items, { show: true, fingerprint: current, hiddenAt: now - 1000 }, false, false],
    [
      "hidden today, forcePopup",
      items,
      { show: false, fingerprint: current, hiddenAt: now - 1000 },
      true,
      false,
    ],
    ["hidden today, list changed", items, { fingerprint: "1-00000000", hiddenAt: now - 1000 }, false, false],
    [
      "hidden yesterday",
      items,
      { show: false, fingerprint: "x", hiddenAt: local(2026, 3, 9, 23) },
      false,
      true,
    ],
    [
      "classic: never again, same list",
      items,
      { fingerprint: current, dismissedFingerprint: current },
      true,
      false,
    ],
    ["classic: never again, list changed", items, { dismissedFingerprint: "1-00000000" }, false, true],
  ])("%s", (_, list, stored, forcePopup, visible) => {
    expect(decideShow({ items: list, stored: { ...nothing, ...stored }, now, forcePopup }).visible).toBe(
      visible,
    );
  });
  it("re-enables the stored flag when the list changes", () => {
    const decision = decideShow({
      items,
      stored: { ...nothing, show: false, fingerprint: "1-0" },
      now,
      forcePopup: false,
    });
    expect(decision).toEqual({ visible: true, show: true, fingerprint: current });
  });
});

describe("timings and actions", () => {
  it.each([
    ["PROMOTION", true],
    ["deposit", true],
    ["NOTICE", false],
    ["notice", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("promotionType %j is a promo: %s", (promotionType, promo) => {
    expect(isPromo({ promotionType })).toBe(promo);
  });
  it.each([
    ["current", true, undefined, 500],
    ["current", false, undefined, 500],
    ["current", false, 800, 800],
    ["classic", true, 800, 0],
    ["classic", false, undefined, 1000],
  ] as const)("%s, logged in %s, configured %s → %d ms", (variant, loggedIn, configured, ms) => {
    expect(listRefreshDelay(variant, loggedIn, configured)).toBe(ms);
  });
  it.each([
    [false, 0, 3, "close"],
    [true, 0, 3, "advance"],
    [true, 1, 3, "advance"],
    [true, 2, 3, "close"],
    [true, 0, 1, "close"],
  ] as const)("forceRead %s on slide %d of %d → %s", (forceRead, index, count, action) => {
    expect(closeAction({ forceRead, index, count })).toBe(action);
  });
  it.each([
    [true, true, "/m/rewardCenter"],
    [true, false, "/m/rewardCenter"],
    [false, true, "/m/register"],
    [false, false, "/m/login"],
  ])("logged in %s, register first %s → %s", (loggedIn, registerFirst, path) => {
    expect(activityPath({ loggedIn, registerFirst })).toBe(path);
  });
});
