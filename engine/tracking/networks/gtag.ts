/**
 * Google tag (gtag.js): `dataLayer` and the `gtag` function of Google's snippet, `js` and `config`
 * with the tag id (config sends the page_view), then gtag.js. Events use Google's recommended
 * names where there is one (sign_up, login, begin_checkout, purchase, view_item).
 */
import type { StartNetwork } from "../network";
import { networkEventName } from "../network-events";
import type { TrackedEvent } from "../tracking-store";
import {
  argumentsCollector,
  defined,
  externalIdOf,
  globalOf,
  guarded,
  moneyOf,
  type QueuedCall,
  setGlobal,
  withQuery,
} from "./common";

export const GTAG_SCRIPT = "https://www.googletagmanager.com/gtag/js";

function googleTag(win: Window): QueuedCall {
  const dataLayer = globalOf<unknown[]>(win, "dataLayer") ?? [];
  setGlobal(win, "dataLayer", dataLayer);
  const existing = globalOf<QueuedCall>(win, "gtag");
  if (existing) return existing;
  // Pushes through the global each time: gtag.js replaces dataLayer.push when it runs.
  const gtag = argumentsCollector((args) => {
    globalOf<unknown[]>(win, "dataLayer")?.push(args);
  });
  setGlobal(win, "gtag", gtag);
  return gtag;
}

export const startNetwork: StartNetwork = (context) => {
  let gtag: QueuedCall | undefined;
  guarded("gtag", () => {
    gtag = googleTag(context.window);
    gtag("js", new Date(context.now()));
    gtag("config", context.id);
  });
  context.injectScript(withQuery(context.source ?? GTAG_SCRIPT, { id: context.id }));
  let userId: string | undefined;

  return {
    send(event: TrackedEvent) {
      const name = networkEventName("gtag", event.name);
      if (!name || !gtag) return;
      const call = gtag;
      guarded("gtag", () => {
        // `set` makes the member's id part of every later hit without a second page_view.
        const externalId = externalIdOf(event.payload);
        if (externalId && externalId !== userId) {
          userId = externalId;
          call("set", { user_id: externalId });
        }
        const { contentId, contentType, method, orderId } = event.payload;
        const params = defined({
          ...moneyOf(event.payload),
          // Google drops a second purchase with the same transaction id.
          transaction_id: orderId,
          method,
          items: contentId ? [defined({ item_id: contentId, item_category: contentType })] : undefined,
        });
        call("event", name, params);
      });
    },
  };
};
