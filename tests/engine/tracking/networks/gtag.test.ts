// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { GTAG_SCRIPT, startNetwork } from "../../../../engine/tracking/networks/gtag";
import { clearGlobals, fakeContext, globals, NOW, plain, tracked } from "./fake-context";

const dataLayer = () => globals.dataLayer as IArguments[];
afterEach(clearGlobals);

describe("the gtag adapter", () => {
  it("sets up dataLayer and gtag as Google's snippet does: js, config with the id, then gtag.js", () => {
    const { context, scripts } = fakeContext({ id: "G-ABC" });
    startNetwork(context);
    expect(plain(dataLayer())).toEqual([
      ["js", new Date(NOW)],
      ["config", "G-ABC"],
    ]);
    // gtag.js takes only Arguments objects as commands.
    for (const entry of dataLayer()) expect(Object.prototype.toString.call(entry)).toBe("[object Arguments]");
    expect(scripts).toEqual([`${GTAG_SCRIPT}?id=G-ABC`]);
  });

  it("keeps what is already in dataLayer", () => {
    globals.dataLayer = [{ event: "earlier" }];
    startNetwork(fakeContext({ id: "G-ABC" }).context);
    expect(dataLayer()[0]).toEqual({ event: "earlier" });
    expect(dataLayer()).toHaveLength(3);
  });

  it("sends Google's recommended events, with the member's id set once", () => {
    const adapter = startNetwork(fakeContext({ id: "G-ABC" }).context);
    adapter.send(tracked("register", { customerId: 5, method: "firebase" }));
    adapter.send(tracked("depositSubmit", { customerId: 5, value: 10, currency: "USD" }));
    adapter.send(tracked("deposit", { customerId: 5, value: 10, currency: "USD", orderId: "D1" }));
    adapter.send(tracked("viewContent", { customerId: 5, contentId: "G1", contentType: "game" }));
    adapter.send(tracked("firstOpen"));
    expect(plain(dataLayer()).slice(2)).toEqual([
      ["set", { user_id: "5" }],
      ["event", "sign_up", { method: "firebase" }],
      ["event", "begin_checkout", { value: 10, currency: "USD" }],
      ["event", "purchase", { value: 10, currency: "USD", transaction_id: "D1" }],
      ["event", "view_item", { items: [{ item_id: "G1", item_category: "game" }] }],
    ]);
  });

  it("pushes onto the dataLayer gtag.js put in place", () => {
    const adapter = startNetwork(fakeContext().context);
    const taken: unknown[] = [];
    globals.dataLayer = { push: (entry: unknown) => taken.push(entry) };
    adapter.send(tracked("login"));
    expect(plain(taken as IArguments[])).toEqual([["event", "login", {}]]);
  });
});
