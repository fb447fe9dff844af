/**
 * Bigo Ads pixel: `bgdataLayer` and the `bge` function of Bigo's snippet, `init` with the pixel
 * id (Bigo's script reports the page view itself), then Bigo's events.js.
 */
import type { StartNetwork } from "../network";
import { networkEventName } from "../network-events";
import type { TrackedEvent } from "../tracking-store";
import {
  argumentsCollector,
  defined,
  globalOf,
  guarded,
  moneyOf,
  type QueuedCall,
  setGlobal,
  withQuery,
} from "./common";

export const BIGO_SCRIPT = "https://api.imotech.video/ad/events.js";

function bigoQueue(win: Window): QueuedCall {
  setGlobal(win, "bgdataLayer", globalOf<unknown[]>(win, "bgdataLayer") ?? []);
  const existing = globalOf<QueuedCall>(win, "bge");
  if (existing) return existing;
  // Through the global each time: Bigo's script may take the layer over when it runs.
  const bge = argumentsCollector((args) => {
    globalOf<unknown[]>(win, "bgdataLayer")?.push(args);
  });
  setGlobal(win, "bge", bge);
  return bge;
}

export const startNetwork: StartNetwork = (context) => {
  let bge: QueuedCall | undefined;
  guarded("bigo", () => {
    bge = bigoQueue(context.window);
    bge("init", context.id);
  });
  context.injectScript(withQuery(context.source ?? BIGO_SCRIPT, { pixel_id: context.id }));

  return {
    send(event: TrackedEvent) {
      const name = networkEventName("bigo", event.name);
      if (!name || !bge) return;
      const call = bge;
      guarded("bigo", () => call("event", name, defined({ ...moneyOf(event.payload) })));
    },
  };
};
