/**
 * Kadam: no public snippet of Kadam's conversion script could be read here, so this adapter
 * follows the plainest command-queue shape such scripts drain: a `kadamq` array of
 * [command, ...args], `init` with the advertiser id, then `track` per conversion. Its script
 * is loaded only from `tracking.sources.kadam` (the merchant's copy of Kadam's code, or the
 * stand-in); with no source, calls are queued and nothing is fetched, because no official
 * address is known (docs/tracking-networks.md).
 */
import type { StartNetwork } from "../network";
import { networkEventName } from "../network-events";
import type { TrackedEvent } from "../tracking-store";
import { defined, globalOf, guarded, moneyOf, setGlobal, withQuery } from "./common";

export const startNetwork: StartNetwork = (context) => {
  let kadamq: unknown[][] | undefined;
  guarded("kadam", () => {
    kadamq = globalOf<unknown[][]>(context.window, "kadamq") ?? [];
    setGlobal(context.window, "kadamq", kadamq);
    kadamq.push(["init", context.id]);
  });
  if (context.source) context.injectScript(withQuery(context.source, { id: context.id }));
  else console.info("[tracking] kadam: no tracking.sources.kadam, its script is not loaded");

  return {
    send(event: TrackedEvent) {
      const name = networkEventName("kadam", event.name);
      if (!name) return;
      guarded("kadam", () => {
        // Through the global: Kadam's script may replace the array's push when it runs.
        const queue = globalOf<unknown[][]>(context.window, "kadamq") ?? kadamq;
        queue?.push(["track", name, defined({ ...moneyOf(event.payload) })]);
      });
    },
  };
};
