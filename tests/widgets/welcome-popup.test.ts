/** The welcome popups' rules on the stores: the delay, home only, the sequence, the session flag, saved names. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WELCOME_POPUP_DELAY_DEFAULT_MS } from "../../engine/constants";
import type { EngagementTurn } from "../../engine/engagement/engage";
import { readEnvironment } from "../../engine/platform/environment";
import { type KeyValueStorage, memoryStorage } from "../../engine/platform/storage";
import engage from "../../widgets/welcome-popup/engage";
import { modelFor, WELCOME_KEYS } from "../../widgets/welcome-popup/model";
import { testStores } from "../engine/test-stores";

const BANNERS = [
  { title: "Home", url: "https://cdn.example/home.png", groupName: "m_banner" },
  { title: "Gift", url: "https://cdn.example/w/gift-3.png?v=1", groupName: "m_popup1" },
  { title: "Keep", url: "https://cdn.example/w/keep-1.png", groupName: "m_popup2" },
];

function setUp(
  options: {
    path?: string;
    local?: KeyValueStorage;
    session?: KeyValueStorage;
    standalone?: boolean;
    /** The address the app opened with. */
    search?: string;
  } = {},
) {
  const search = options.search ?? "";
  const stores = testStores(
    { "/wps/relay/MCSFE_getListAnnouncements": { banners: BANNERS } },
    options.session,
    {
      localStorage: options.local ?? memoryStorage(),
      location: { protocol: "http:", host: "acme.localhost", search },
      environment: readEnvironment("Mozilla/5.0 (Linux; Android 14)", search, options.standalone ?? false),
    },
  );
  stores.route.report(options.path ?? "/m/home", search);
  const turn = { request: vi.fn(), release: vi.fn(), showing: false } satisfies EngagementTurn;
  const stop = engage({ stores, turn });
  return { stores, turn, model: modelFor(stores), stop };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("welcome popups on the stores", () => {
  it("asks for a turn 20 s after the page on home, not before", async () => {
    const { turn } = setUp();
    await vi.advanceTimersByTimeAsync(WELCOME_POPUP_DELAY_DEFAULT_MS - 1);
    expect(turn.request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(turn.request).toHaveBeenCalledTimes(1);
  });

  it("waits off home, asks on reaching home, and gives the turn back on leaving before it came", async () => {
    const { stores, turn } = setUp({ path: "/m/login" });
    await vi.advanceTimersByTimeAsync(WELCOME_POPUP_DELAY_DEFAULT_MS);
    expect(turn.request).not.toHaveBeenCalled();
    stores.route.report("/", "");
    expect(turn.request).toHaveBeenCalledTimes(1);
    stores.route.report("/m/rewardCenter", "");
    expect(turn.release).toHaveBeenCalledTimes(1);
  });

  it("never in a home-screen app", async () => {
    const { turn } = setUp({ standalone: true });
    await vi.advanceTimersByTimeAsync(WELCOME_POPUP_DELAY_DEFAULT_MS);
    expect(turn.request).not.toHaveBeenCalled();
  });

  it("never after a home-screen launch marked by the `homescreen` query, even once the address lost it", async () => {
    const { stores, turn } = setUp({ search: "?homescreen=1" });
    stores.route.report("/m/home", "");
    await vi.advanceTimersByTimeAsync(WELCOME_POPUP_DELAY_DEFAULT_MS);
    expect(turn.request).not.toHaveBeenCalled();
  });

  it("first, then the updated second; saving records the name; the session flag ends them", async () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const { model, turn } = setUp({ local, session });
    await vi.advanceTimersByTimeAsync(WELCOME_POPUP_DELAY_DEFAULT_MS);
    model.open();
    expect(model.step).toBe(1);
    model.saved();
    expect(local.get(WELCOME_KEYS.saved[1])).toBe("gift-3.png");
    expect(model.step).toBe(2);
    model.close();
    expect(session.get(WELCOME_KEYS.closed)).toBe("1");
    await vi.advanceTimersByTimeAsync(300);
    expect(turn.release).toHaveBeenCalled();

    // Another tab: the first is saved, so only the second (still unsaved) shows.
    const other = setUp({ local });
    await vi.advanceTimersByTimeAsync(WELCOME_POPUP_DELAY_DEFAULT_MS);
    expect(other.turn.request).toHaveBeenCalledTimes(1);
    other.model.open();
    expect(other.model.step).toBe(2);

    // The same tab after a reload: closed for the session.
    const reloaded = setUp({ local, session });
    await vi.advanceTimersByTimeAsync(WELCOME_POPUP_DELAY_DEFAULT_MS);
    expect(reloaded.turn.request).not.toHaveBeenCalled();
  });
});
