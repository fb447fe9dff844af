/**
 * X (Twitter) website tag: the `twq` queue of X's base code, `init` with the pixel id and a
 * PageView, then uwt.js. Events go as the tag's named events (`track`), the only ones a bare pixel
 * id reaches, each with the landing's twclid so X can match the click.
 */
import type { StartNetwork } from "../network";
import { networkEventName } from "../network-events";
import type { TrackedEvent } from "../tracking-store";
import { argumentsCollector, defined, globalOf, guarded, moneyOf, setGlobal } from "./common";

export const TWITTER_SCRIPT = "https://static.ads-twitter.com/uwt.js";

interface Twq {
  (...args: unknown[]): void;
  exe?: (...args: unknown[]) => void;
  queue: IArguments[];
  version: string;
}

function twitterQueue(win: Window): Twq {
  const existing = globalOf<Twq>(win, "twq");
  if (existing) return existing;
  const twq = argumentsCollector((args) => {
    if (twq.exe) twq.exe.apply(twq, Array.from(args));
    else twq.queue.push(args);
  }) as Twq;
  twq.version = "1.1";
  twq.queue = [];
  setGlobal(win, "twq", twq);
  return twq;
}

export const startNetwork: StartNetwork = (context) => {
  let twq: Twq | undefined;
  guarded("twitter", () => {
    twq = twitterQueue(context.window);
    twq("init", context.id);
    twq("track", "PageView");
  });
  context.injectScript(context.source ?? TWITTER_SCRIPT);

  return {
    send(event: TrackedEvent) {
      const name = networkEventName("twitter", event.name);
      if (!name || !twq) return;
      const queue = twq;
      guarded("twitter", () => {
        queue("track", name, defined({ ...moneyOf(event.payload), twclid: context.clicks.twclid }));
      });
    },
  };
};
