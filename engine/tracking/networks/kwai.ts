/**
 * Kwai pixel: the `kwaiq` command queue of Kwai's base code (the same shape as TikTok's ttq),
 * `load` with the pixel id and a `page()`, then Kwai's events.js. Events go through
 * `kwaiq.instance(id)` as Kwai's documentation shows, with the Kwai click id of the landing
 * (`click_id`), because a single-page app has left the landing URL Kwai's script would read it from.
 */
import type { StartNetwork } from "../network";
import { networkEventName } from "../network-events";
import type { TrackedEvent } from "../tracking-store";
import { defined, guarded, moneyOf, type QueuedCall, startInstanceQueue } from "./common";

export const KWAI_SCRIPT = "https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js";

const METHODS = [
  "page",
  "track",
  "identify",
  "instances",
  "debug",
  "on",
  "off",
  "once",
  "ready",
  "alias",
  "group",
];

export const startNetwork: StartNetwork = (context) => {
  const kwaiq = startInstanceQueue(context, "kwai", "kwaiq", METHODS, KWAI_SCRIPT);

  return {
    send(event: TrackedEvent) {
      const name = networkEventName("kwai", event.name);
      if (!name || !kwaiq) return;
      guarded("kwai", () => {
        const params = defined({ ...moneyOf(event.payload), click_id: context.clicks.kwaiClickId });
        (kwaiq.instance(context.id).track as QueuedCall)(name, params);
      });
    },
  };
};
