/**
 * PropellerAds: a conversion postback (`conversion.php`) with the advertiser id (`aid`, from
 * `tracking.propellerId`) and the visitor id PropellerAds put on the landing link (`visitor_id`);
 * without that visitor id nothing is sent, as PropellerAds could not place the conversion. `goal`
 * tells the conversions of the event table apart; `payout` is the deposit's amount.
 */
import type { StartNetwork } from "../network";
import { networkEventName } from "../network-events";
import type { TrackedEvent } from "../tracking-store";
import { amountOf, guarded, withQuery } from "./common";

export const PROPELLER_POSTBACK = "https://ad.propellerads.com/conversion.php";

export const startNetwork: StartNetwork = (context) => {
  const endpoint = context.source ?? PROPELLER_POSTBACK;
  return {
    send(event: TrackedEvent) {
      const goal = networkEventName("propeller", event.name);
      const visitorId = context.clicks.propellerVisitorId;
      if (!goal || !visitorId) return;
      const payout = amountOf(event.payload);
      guarded("propeller", () =>
        context.sendPixel(
          withQuery(endpoint, { aid: context.id, visitor_id: visitorId, payout: payout ?? "", goal }),
        ),
      );
    },
  };
};
