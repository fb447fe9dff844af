/**
 * Voluum: a conversion postback to the merchant's Voluum tracking domain (`tracking.voluumId`),
 * `https://<domain>/postback?cid=&payout=&txid=&et=`, fired as a pixel. Voluum ties it to the ad
 * click by `cid` (the landing's `cid`), so without one nothing is sent. `et` is the custom
 * conversion type of the event table; `txid` names this conversion so Voluum can drop a repeat:
 * the money order and the type (a first arrival is also a deposit, two conversions of one order),
 * else the event and its time.
 */
import type { StartNetwork } from "../network";
import { networkEventName } from "../network-events";
import type { TrackedEvent } from "../tracking-store";
import { amountOf, guarded, withQuery } from "./common";

function transactionOf(event: TrackedEvent, et: string): string {
  return event.payload.orderId ? `${event.payload.orderId}-${et}` : `${event.name}-${event.at}`;
}

export const startNetwork: StartNetwork = (context) => {
  const endpoint = context.source ?? `https://${context.id}/postback`;
  return {
    send(event: TrackedEvent) {
      const et = networkEventName("voluum", event.name);
      const cid = context.clicks.voluumCid;
      if (!et || !cid) return;
      const payout = amountOf(event.payload);
      guarded("voluum", () =>
        context.sendPixel(
          withQuery(endpoint, { cid, payout: payout ?? "", txid: transactionOf(event, et), et }),
        ),
      );
    },
  };
};
