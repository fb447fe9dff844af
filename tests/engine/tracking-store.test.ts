import { describe, expect, it, vi } from "vitest";
import { TrackingStore } from "../../engine/tracking/tracking-store";

describe("the one tracking call", () => {
  it("adds the member to every event and hands it to every sink", () => {
    const store = new TrackingStore(
      () => ({ customerId: 7, customerName: "demo" }),
      () => 123,
    );
    const seen: string[] = [];
    store.subscribe((event) =>
      seen.push(`${event.name}:${event.payload.customerId}:${event.payload.contentId}`),
    );
    store.track("gameLaunch", { contentId: "RF_DRAGON" });
    expect(seen).toEqual(["gameLaunch:7:RF_DRAGON"]);
    expect(store.events[0]).toEqual({
      name: "gameLaunch",
      payload: { customerId: 7, customerName: "demo", contentId: "RF_DRAGON" },
      at: 123,
    });
  });

  it("gives a late sink what happened before it, and survives a sink that throws", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const store = new TrackingStore(() => ({}));
    store.track("firstOpen");
    store.subscribe(() => {
      throw new Error("network down");
    });
    const late: string[] = [];
    const stop = store.subscribe((event) => late.push(event.name));
    store.track("viewContent");
    stop();
    store.track("login");
    expect(late).toEqual(["firstOpen", "viewContent"]);
  });
});
