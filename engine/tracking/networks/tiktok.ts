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
  type InstanceQueue,
  instanceQueue,
  moneyOf,
  withQuery,
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

type Call = (...args: unknown[]) => void;

export const startNetwork: StartNetwork = (context) => {
  const base = context.source ?? TIKTOK_SCRIPT;
  let ttq: InstanceQueue | undefined;
  guarded("tiktok", () => {
    ttq = instanceQueue(context.window, "ttq", METHODS, base, context.now);
    ttq.load(context.id);
    (ttq.page as Call)();
  });
  // The query is what TikTok's own loader adds; a proxy in `source` passes it on.
  context.injectScript(withQuery(base, { sdkid: context.id, lib: "ttq" }));
  let identified: string | undefined;

  return {
    send(event: TrackedEvent) {
      const name = networkEventName("tiktok", event.name);
      if (!name || !ttq) return;
      const queue = ttq;
      guarded("tiktok", () => {
        const externalId = externalIdOf(event.payload);
        if (externalId && externalId !== identified) {
          identified = externalId;
          (queue.identify as Call)({ external_id: externalId });
        }
        const deposit = DEPOSIT_EVENTS.has(event.name);
        const params = defined({
          ...moneyOf(event.payload),
          content_id: deposit ? TIKTOK_DEPOSIT_CONTENT_ID : event.payload.contentId,
          content_type: deposit ? "product" : event.payload.contentType,
        });
        (queue.track as Call)(name, params);
      });
    },
  };
};
