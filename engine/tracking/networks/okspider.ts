/**
 * OKSpider: a conversion postback carrying the click id (`okspId`) and extra data (`okspExt`)
 * OKSpider put on the landing link, with the advertiser id (`tracking.okspiderId`). No public
 * description of OKSpider's endpoint could be read here, so the postback goes only to
 * `tracking.sources.okspider` (the address OKSpider gives the merchant, or the stand-in); without
 * one, or without an okspId, nothing is sent (docs/tracking-networks.md).
 */
import type { StartNetwork } from "../network";
import { networkEventName } from "../network-events";
import type { TrackedEvent } from "../tracking-store";
import { amountOf, guarded, withQuery } from "./common";

export const startNetwork: StartNetwork = (context) => {
  const endpoint = context.source;
  if (!endpoint) console.info("[tracking] okspider: no tracking.sources.okspider, no postback is sent");
  return {
    send(event: TrackedEvent) {
      const name = networkEventName("okspider", event.name);
      const okspId = context.clicks.okspId;
      if (!name || !okspId || !endpoint) return;
      const value = amountOf(event.payload);
      guarded("okspider", () =>
        context.sendPixel(
          withQuery(endpoint, {
            aid: context.id,
            okspId,
            okspExt: context.clicks.okspExt,
            event: name,
            value,
            currency: value === undefined ? undefined : event.payload.currency,
          }),
        ),
      );
    },
  };
};
