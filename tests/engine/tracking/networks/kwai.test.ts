// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import type { InstanceQueue } from "../../../../engine/tracking/networks/common";
import { KWAI_SCRIPT, startNetwork } from "../../../../engine/tracking/networks/kwai";
import { clearGlobals, fakeContext, globals, tracked } from "./fake-context";

const kwaiq = () => globals.kwaiq as InstanceQueue;
afterEach(clearGlobals);

describe("the Kwai adapter", () => {
  it("sets up kwaiq as Kwai's base code does: the pixel loaded, a page(), then events.js", () => {
    const { context, scripts } = fakeContext({ id: "KW1" });
    startNetwork(context);
    expect([...kwaiq()]).toEqual([["page"]]);
    expect(kwaiq()._i.KW1?._u).toBe(KWAI_SCRIPT);
    expect(scripts).toEqual([`${KWAI_SCRIPT}?sdkid=KW1&lib=kwaiq`]);
  });

  it("sends through the pixel's instance with Kwai's event names and its click id", () => {
    const adapter = startNetwork(fakeContext({ id: "KW1", clicks: { kwaiClickId: "CK7" } }).context);
    adapter.send(tracked("register"));
    adapter.send(tracked("deposit", { value: 30, currency: "BRL" }));
    adapter.send(tracked("firstDepositArrival", { value: 30, currency: "BRL" }));
    adapter.send(tracked("login"));
    expect([...(kwaiq()._i.KW1 ?? [])]).toEqual([
      ["track", "EVENT_COMPLETE_REGISTRATION", { click_id: "CK7" }],
      ["track", "EVENT_PURCHASE", { value: 30, currency: "BRL", click_id: "CK7" }],
      ["track", "EVENT_FIRST_DEPOSIT", { value: 30, currency: "BRL", click_id: "CK7" }],
    ]);
  });

  it("leaves the click id out when the landing had none", () => {
    const adapter = startNetwork(fakeContext({ id: "KW1" }).context);
    adapter.send(tracked("viewContent"));
    expect([...(kwaiq()._i.KW1 ?? [])]).toEqual([["track", "EVENT_CONTENT_VIEW", {}]]);
  });
});
