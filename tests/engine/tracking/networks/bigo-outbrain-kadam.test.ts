// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { BIGO_SCRIPT, startNetwork as startBigo } from "../../../../engine/tracking/networks/bigo";
import { startNetwork as startKadam } from "../../../../engine/tracking/networks/kadam";
import {
  OUTBRAIN_SCRIPT,
  startNetwork as startOutbrain,
} from "../../../../engine/tracking/networks/outbrain";
import { clearGlobals, fakeContext, globals, plain, tracked } from "./fake-context";

afterEach(() => {
  clearGlobals();
  vi.restoreAllMocks();
});

describe("the Bigo adapter", () => {
  it("sets up bge over bgdataLayer, init with the pixel id, then events.js with pixel_id", () => {
    const { context, scripts } = fakeContext({ id: "BG1" });
    const adapter = startBigo(context);
    adapter.send(tracked("register"));
    adapter.send(tracked("deposit", { value: 9, currency: "USD" }));
    adapter.send(tracked("gameLaunch"));
    expect(plain(globals.bgdataLayer as IArguments[])).toEqual([
      ["init", "BG1"],
      ["event", "ec_register", {}],
      ["event", "ec_purchase", { value: 9, currency: "USD" }],
    ]);
    expect(scripts).toEqual([`${BIGO_SCRIPT}?pixel_id=BG1`]);
  });
});

describe("the Outbrain adapter", () => {
  interface ObApi {
    queue: IArguments[];
    marketerId: string | string[];
    dispatch?: (...args: unknown[]) => void;
  }
  const obApi = () => globals.obApi as ObApi;

  it("sets up obApi with the marketer id, a PAGE_VIEW, then obtp.js; conversions carry orderValue and the kept click id", () => {
    const { context, scripts } = fakeContext({ id: "00abc", clicks: { obclid: "OB-9" } });
    const adapter = startOutbrain(context);
    adapter.send(tracked("deposit", { value: 25, currency: "EUR", orderId: "D3" }));
    adapter.send(tracked("register"));
    adapter.send(tracked("login"));
    expect(obApi().marketerId).toBe("00abc");
    expect(plain(obApi().queue)).toEqual([
      ["track", "PAGE_VIEW"],
      ["track", "Purchase", { orderValue: 25, currency: "EUR", orderId: "D3", ob_click_id: "OB-9" }],
      ["track", "Registration", { ob_click_id: "OB-9" }],
    ]);
    expect(scripts).toEqual([OUTBRAIN_SCRIPT]);
  });

  it("adds its marketer to an obApi already on the page and dispatches once obtp.js is there", () => {
    startOutbrain(fakeContext({ id: "first" }).context);
    const adapter = startOutbrain(fakeContext({ id: "second" }).context);
    expect(obApi().marketerId).toEqual(["first", "second"]);
    const direct: unknown[][] = [];
    obApi().dispatch = (...args) => direct.push(args);
    adapter.send(tracked("depositSubmit"));
    expect(direct).toEqual([["track", "Checkout", {}]]);
  });
});

describe("the Kadam adapter", () => {
  it("queues init and its conversions on kadamq and loads the merchant's source with the id", () => {
    const { context, scripts } = fakeContext({ id: "KD1", source: "/__dev/ad-networks/kadam.js" });
    const adapter = startKadam(context);
    adapter.send(tracked("register"));
    adapter.send(tracked("deposit", { value: 3, currency: "USD" }));
    adapter.send(tracked("viewContent"));
    expect(globals.kadamq).toEqual([
      ["init", "KD1"],
      ["track", "registration", {}],
      ["track", "deposit", { value: 3, currency: "USD" }],
    ]);
    expect(scripts).toEqual(["/__dev/ad-networks/kadam.js?id=KD1"]);
  });

  it("loads no script without a source (no official address is known)", () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const { context, scripts } = fakeContext({ id: "KD1" });
    startKadam(context);
    expect(scripts).toEqual([]);
    expect(globals.kadamq).toEqual([["init", "KD1"]]);
  });
});
