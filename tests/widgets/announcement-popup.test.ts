/** The announcement popup's rules as they run on the stores: reading, asking for a turn, closing, session changes. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  POPUP_LIST_REFRESH_DELAY_MS,
  POPUP_SHOW_DELAY_MS,
  POPUP_TRANSITION_MS,
} from "../../engine/constants";
import type { EngagementTurn } from "../../engine/engagement/engage";
import { POPUP_KEYS } from "../../engine/engagement/rules/announcement";
import { type KeyValueStorage, memoryStorage } from "../../engine/platform/storage";
import engage from "../../widgets/announcement-popup/engage";
import { modelFor } from "../../widgets/announcement-popup/model";
import { testStores } from "../engine/test-stores";

const POPUPS = [
  { id: 1, title: "Members", content: "<p>A</p>", promotionType: "PROMOTION", execution: "A" },
  { id: 2, title: "Visitors", content: "<p>B</p>", promotionType: "PROMOTION", execution: "B" },
  { id: 3, title: "First", content: "<p>F</p>", promotionType: null, execution: "F" },
];

function setUp(local: KeyValueStorage = memoryStorage()) {
  const stores = testStores({ "/wps/relay/MCSFE_getListAnnouncements": { popup: POPUPS } }, memoryStorage(), {
    localStorage: local,
  });
  const turn = { request: vi.fn(), release: vi.fn(), showing: false } satisfies EngagementTurn;
  const stop = engage({ stores, turn });
  return { stores, turn, model: modelFor(stores), stop, local };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("announcement popup rules on the stores", () => {
  it("asks for its turn 1 s after reading a visitor's list, and not before", async () => {
    const { turn, model } = setUp();
    await vi.advanceTimersByTimeAsync(POPUP_SHOW_DELAY_MS - 1);
    expect(turn.request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(turn.request).toHaveBeenCalledTimes(1);
    expect(model.items.map((item) => item.title)).toEqual(["Visitors"]);
  });

  it("closed, it stays away on the next page load; the turn is given back after the fade", async () => {
    const first = setUp();
    await vi.advanceTimersByTimeAsync(POPUP_SHOW_DELAY_MS);
    first.model.open();
    first.model.requestClose(Date.now());
    expect(first.model.phase).toBe("closing");
    await vi.advanceTimersByTimeAsync(POPUP_TRANSITION_MS);
    expect(first.turn.release).toHaveBeenCalled();
    expect(first.local.get(POPUP_KEYS.show)).toBe("0");
    first.stop?.();

    const again = setUp(first.local);
    await vi.advanceTimersByTimeAsync(POPUP_SHOW_DELAY_MS * 2);
    expect(again.turn.request).not.toHaveBeenCalled();
  });

  it("reads corrupt stored values as nothing stored", async () => {
    const local = memoryStorage({
      [POPUP_KEYS.show]: "maybe",
      [POPUP_KEYS.fingerprint]: "{not json",
      [POPUP_KEYS.hiddenAt]: "yesterday-ish",
      [POPUP_KEYS.dismissed]: "[]",
    });
    const { turn } = setUp(local);
    await vi.advanceTimersByTimeAsync(POPUP_SHOW_DELAY_MS);
    expect(turn.request).toHaveBeenCalledTimes(1);
  });

  it("reads the list again 500 ms after a login: a first login sees F, then A", async () => {
    const { stores, turn, model } = setUp();
    await vi.advanceTimersByTimeAsync(POPUP_SHOW_DELAY_MS);
    turn.request.mockClear();
    stores.session.start({
      id: 7,
      token: "t",
      merchantCode: "acme",
      userName: "new",
      type: 0,
      firstTimeLogin: true,
    });
    expect(turn.release).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POPUP_LIST_REFRESH_DELAY_MS - 1);
    expect(model.items.map((item) => item.title)).toEqual(["Visitors"]);
    await vi.advanceTimersByTimeAsync(1 + POPUP_SHOW_DELAY_MS);
    expect(model.items.map((item) => item.title)).toEqual(["First", "Members"]);
    expect(turn.request).toHaveBeenCalledTimes(1);
  });

  it("'do not show today' hides it until the next local midnight", async () => {
    vi.setSystemTime(new Date(2026, 2, 10, 21, 0));
    const first = setUp();
    await vi.advanceTimersByTimeAsync(POPUP_SHOW_DELAY_MS);
    first.model.open();
    first.model.setTicked(true);
    first.model.requestClose(Date.now());
    await vi.advanceTimersByTimeAsync(POPUP_TRANSITION_MS);
    expect(first.local.get(POPUP_KEYS.show)).toBe("1");
    first.stop?.();

    const sameDay = setUp(first.local);
    await vi.advanceTimersByTimeAsync(POPUP_SHOW_DELAY_MS);
    expect(sameDay.turn.request).not.toHaveBeenCalled();
    sameDay.stop?.();

    vi.setSystemTime(new Date(2026, 2, 11, 0, 0, 1));
    const nextDay = setUp(first.local);
    await vi.advanceTimersByTimeAsync(POPUP_SHOW_DELAY_MS);
    expect(nextDay.turn.request).toHaveBeenCalledTimes(1);
  });
});
