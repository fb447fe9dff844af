// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { TIKTOK_DEPOSIT_CONTENT_ID } from "../../../../engine/constants";
import type { InstanceQueue } from "../../../../engine/tracking/networks/common";
import { startNetwork, TIKTOK_SCRIPT } from "../../../../engine/tracking/networks/tiktok";
import type { TrackedEventName } from "../../../../engine/tracking/tracking-store";
import { clearGlobals, fakeContext, globals, NOW, tracked } from "./fake-context";

const ttq = () => globals.ttq as InstanceQueue;
afterEach(clearGlobals);

describe("the TikTok adapter", () => {
  it("sets up ttq as the base code does: the pixel loaded, a page(), then events.js with its sdkid", () => {
    const { context, scripts } = fakeContext({ id: "TT9" });
    startNetwork(context);
    expect([...ttq()]).toEqual([["page"]]);
    expect(ttq()._i.TT9?._u).toBe(TIKTOK_SCRIPT);
    expect(ttq()._t.TT9).toBe(NOW);
    expect(ttq()._o.TT9).toEqual({});
    expect(typeof ttq().track).toBe("function");
    expect(scripts).toEqual([`${TIKTOK_SCRIPT}?sdkid=TT9&lib=ttq`]);
  });

  it("asks the source with the same query", () => {
    const { context, scripts } = fakeContext({ id: "TT9", source: "/__dev/ad-networks/tiktok.js" });
    startNetwork(context);
    expect(scripts).toEqual(["/__dev/ad-networks/tiktok.js?sdkid=TT9&lib=ttq"]);
  });

  it.each<[TrackedEventName, string]>([
    ["depositSubmit", "InitiateCheckout"],
    ["firstDeposit", "FirstDeposit"],
    ["redeposit", "Redeposit"],
    ["deposit", "CompletePayment"],
    ["firstDepositArrival", "FirstDepositArrival"],
  ])("tags the deposit event %s (%s) with content_id 99", (name, expected) => {
    const adapter = startNetwork(fakeContext().context);
    adapter.send(tracked(name, { value: 100, currency: "BRL" }));
    expect([...ttq()].slice(1)).toEqual([
      [
        "track",
        expected,
        { value: 100, currency: "BRL", content_id: TIKTOK_DEPOSIT_CONTENT_ID, content_type: "product" },
      ],
    ]);
    expect(TIKTOK_DEPOSIT_CONTENT_ID).toBe("99");
  });

  it("sends other events with their own content and identifies the member once", () => {
    const adapter = startNetwork(fakeContext().context);
    adapter.send(tracked("register", { customerId: 7, method: "firebase" }));
    adapter.send(tracked("viewContent", { customerId: 7, contentId: "G1", contentType: "game" }));
    adapter.send(tracked("downloadApp", { customerId: 7 }));
    expect([...ttq()].slice(1)).toEqual([
      ["identify", { external_id: "7" }],
      ["track", "CompleteRegistration", {}],
      ["track", "ViewContent", { content_id: "G1", content_type: "game" }],
      ["track", "Download", {}],
    ]);
  });

  it("uses the real script's ttq when it is already there", () => {
    const calls: unknown[][] = [];
    const real = Object.assign([], {
      load: (...args: unknown[]) => calls.push(["load", ...args]),
      page: (...args: unknown[]) => calls.push(["page", ...args]),
      track: (...args: unknown[]) => calls.push(["track", ...args]),
    });
    globals.ttq = real;
    const adapter = startNetwork(fakeContext({ id: "TT9" }).context);
    adapter.send(tracked("register"));
    expect(calls).toEqual([["load", "TT9"], ["page"], ["track", "CompleteRegistration", {}]]);
  });
});
