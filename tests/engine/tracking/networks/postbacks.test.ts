import { afterEach, describe, expect, it, vi } from "vitest";
import { startNetwork as startOkspider } from "../../../../engine/tracking/networks/okspider";
import {
  PROPELLER_POSTBACK,
  startNetwork as startPropeller,
} from "../../../../engine/tracking/networks/propeller";
import { startNetwork as startVoluum } from "../../../../engine/tracking/networks/voluum";
import { fakeContext, NOW, tracked } from "./fake-context";

const fakeWindow = {} as Window;
afterEach(() => vi.restoreAllMocks());

describe("the Voluum postback", () => {
  it("goes to the merchant's tracking domain with cid, payout, txid and the event type", () => {
    const { context, pixels, scripts } = fakeContext({
      id: "trk.brand.com",
      clicks: { voluumCid: "VC1" },
      window: fakeWindow,
    });
    const adapter = startVoluum(context);
    adapter.send(tracked("register"));
    adapter.send(tracked("deposit", { value: 50.5, currency: "BRL", orderId: "D9" }, NOW + 1));
    adapter.send(tracked("viewContent"));
    expect(pixels).toEqual([
      `https://trk.brand.com/postback?cid=VC1&payout=&txid=register-${NOW}&et=registration`,
      "https://trk.brand.com/postback?cid=VC1&payout=50.5&txid=D9-deposit&et=deposit",
    ]);
    expect(scripts).toEqual([]);
  });

  it("goes to the source instead when one is set", () => {
    const { context, pixels } = fakeContext({
      id: "trk.brand.com",
      source: "/__dev/ad-networks/voluum/postback",
      clicks: { voluumCid: "VC1" },
    });
    startVoluum(context).send(tracked("firstDepositArrival", { value: 5 }));
    expect(pixels).toEqual([
      `/__dev/ad-networks/voluum/postback?cid=VC1&payout=5&txid=firstDepositArrival-${NOW}&et=first_deposit`,
    ]);
  });

  it("sends nothing without the landing's cid", () => {
    const { context, pixels } = fakeContext({ id: "trk.brand.com" });
    startVoluum(context).send(tracked("deposit", { value: 5 }));
    expect(pixels).toEqual([]);
  });
});

describe("the PropellerAds postback", () => {
  it("carries the advertiser id, the visitor id, the payout and the goal", () => {
    const { context, pixels } = fakeContext({ id: "A77", clicks: { propellerVisitorId: "V 1" } });
    const adapter = startPropeller(context);
    adapter.send(tracked("register"));
    adapter.send(tracked("deposit", { value: 20, currency: "USD" }));
    adapter.send(tracked("login"));
    expect(pixels).toEqual([
      `${PROPELLER_POSTBACK}?aid=A77&visitor_id=V%201&payout=&goal=registration`,
      `${PROPELLER_POSTBACK}?aid=A77&visitor_id=V%201&payout=20&goal=deposit`,
    ]);
  });

  it("sends nothing without the visitor id", () => {
    const { context, pixels } = fakeContext({ id: "A77", source: "/__dev/ad-networks/propeller/postback" });
    startPropeller(context).send(tracked("register"));
    expect(pixels).toEqual([]);
  });
});

describe("the OKSpider postback", () => {
  it("carries the advertiser id, okspId, okspExt and the event to the source", () => {
    const { context, pixels } = fakeContext({
      id: "OK1",
      source: "/__dev/ad-networks/okspider/postback",
      clicks: { okspId: "S1", okspExt: "e=1" },
    });
    const adapter = startOkspider(context);
    adapter.send(tracked("deposit", { value: 8, currency: "BRL" }));
    adapter.send(tracked("register"));
    expect(pixels).toEqual([
      "/__dev/ad-networks/okspider/postback?aid=OK1&okspId=S1&okspExt=e%3D1&event=deposit&value=8&currency=BRL",
      "/__dev/ad-networks/okspider/postback?aid=OK1&okspId=S1&okspExt=e%3D1&event=registration",
    ]);
  });

  it("sends nothing without okspId, nor without an address", () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const noClick = fakeContext({ id: "OK1", source: "/__dev/ad-networks/okspider/postback" });
    startOkspider(noClick.context).send(tracked("register"));
    const noSource = fakeContext({ id: "OK1", clicks: { okspId: "S1" } });
    startOkspider(noSource.context).send(tracked("register"));
    expect([...noClick.pixels, ...noSource.pixels]).toEqual([]);
  });
});
