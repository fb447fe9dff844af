/**
 * TikTok pixel: the `ttq` command queue of TikTok's base code, `load` with the pixel id and a
 * `page()`, then events.js. Every deposit event carries content_id "99" (spec §9), the id the
 * merchants' TikTok campaigns optimise deposits on.
 */
import { TIKTOK_DEPOSIT_CONTENT_ID } from "../../constants";
import type { StartNetwork } from "../network";
import { networkEventName } from "../network-events";
import type { TrackedEvent } from "../tracking-store";
import {
  DEPOSIT_EVENTS,
  defined,
  externalIdOf,
  guarded,
  moneyOf,
  type QueuedCall,
  startInstanceQueue,
} from "./common";

export const TIKTOK_SCRIPT = "https://analytics.tiktok.com/i18n/pixel/events.js";

/** The methods TikTok's base code defers until events.js is there. */
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
  "enableCookie",
  "disableCookie",
  "holdConsent",
  "revokeConsent",
  "grantConsent",
];

export const startNetwork: StartNetwork = (context) => {
  const ttq = startInstanceQueue(context, "tiktok", "ttq", METHODS, TIKTOK_SCRIPT);
  let identified: string | undefined;

  return {
    send(event: TrackedEvent) {
      const name = networkEventName("tiktok", event.name);
      if (!name || !ttq) return;
      guarded("tiktok", () => {
        const externalId = externalIdOf(event.payload);
        if (externalId && externalId !== identified) {
          identified = externalId;
          (ttq.identify as QueuedCall)({ external_id: externalId });
        }
        const deposit = DEPOSIT_EVENTS.has(event.name);
        const params = defined({
          ...moneyOf(event.payload),
          content_id: deposit ? TIKTOK_DEPOSIT_CONTENT_ID : event.payload.contentId,
          content_type: deposit ? "product" : event.payload.contentType,
        });
        (ttq.track as QueuedCall)(name, params);
      });
    },
  };
};
