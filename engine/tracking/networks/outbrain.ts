/**
 * Outbrain pixel: the `obApi` queue of Outbrain's snippet, which carries the marketer id on the
 * function itself (a second marketer on the same page is added to it), a PAGE_VIEW, then obtp.js.
 * Conversions are `track` calls named as the marketer set them up in Outbrain, with the money
 * order's id as `orderId` (Outbrain counts an order once).
 */
import type { StartNetwork } from "../network";
import { networkEventName } from "../network-events";
import type { TrackedEvent } from "../tracking-store";
import { amountOf, argumentsCollector, defined, globalOf, guarded, setGlobal } from "./common";

export const OUTBRAIN_SCRIPT = "https://amplify.outbrain.com/cp/obtp.js";

interface ObApi {
  (...args: unknown[]): void;
  dispatch?: (...args: unknown[]) => void;
  queue: IArguments[];
  version: string;
  loaded: boolean;
  marketerId: string | string[];
}

function outbrainQueue(win: Window, marketerId: string): ObApi {
  const existing = globalOf<ObApi>(win, "obApi");
  if (existing) {
    const ids = ([] as string[]).concat(existing.marketerId ?? []);
    if (!ids.includes(marketerId)) existing.marketerId = [...ids, marketerId];
    return existing;
  }
  const obApi = argumentsCollector((args) => {
    if (obApi.dispatch) obApi.dispatch.apply(obApi, Array.from(args));
    else obApi.queue.push(args);
  }) as ObApi;
  obApi.version = "1.1";
  obApi.loaded = true;
  obApi.marketerId = marketerId;
  obApi.queue = [];
  setGlobal(win, "obApi", obApi);
  return obApi;
}

export const startNetwork: StartNetwork = (context) => {
  let obApi: ObApi | undefined;
  guarded("outbrain", () => {
    obApi = outbrainQueue(context.window, context.id);
    obApi("track", "PAGE_VIEW");
  });
  context.injectScript(context.source ?? OUTBRAIN_SCRIPT);

  return {
    send(event: TrackedEvent) {
      const name = networkEventName("outbrain", event.name);
      if (!name || !obApi) return;
      const call = obApi;
      const orderValue = amountOf(event.payload);
      const currency = orderValue === undefined ? undefined : event.payload.currency;
      guarded("outbrain", () =>
        call(
          "track",
          name,
          // The landing link's click id, which the app kept: a later page of the app no longer has it in its address.
          defined({
            orderValue,
            currency,
            orderId: event.payload.orderId,
            ob_click_id: context.clicks.obclid,
          }),
        ),
      );
    },
  };
};
