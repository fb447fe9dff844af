// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { startNetwork, TWITTER_SCRIPT } from "../../../../engine/tracking/networks/twitter";
import { clearGlobals, fakeContext, globals, plain, tracked } from "./fake-context";

interface Twq {
  (...args: unknown[]): void;
  queue: IArguments[];
  exe?: (...args: unknown[]) => void;
  version: string;
}
const twq = () => globals.twq as Twq;
afterEach(clearGlobals);

describe("the X (Twitter) adapter", () => {
  it("sets up twq as the base code does: init, a PageView, then uwt.js", () => {
    const { context, scripts } = fakeContext({ id: "o1abc" });
    startNetwork(context);
    expect(plain(twq().queue)).toEqual([
      ["init", "o1abc"],
      ["track", "PageView"],
    ]);
    expect(twq().version).toBe("1.1");
    expect(scripts).toEqual([TWITTER_SCRIPT]);
  });

  it("sends its named events with the landing's twclid", () => {
    const adapter = startNetwork(fakeContext({ clicks: { twclid: "TW55" } }).context);
    adapter.send(tracked("register"));
    adapter.send(tracked("deposit", { value: 12, currency: "USD" }));
    adapter.send(tracked("gameLaunch"));
    expect(plain(twq().queue).slice(2)).toEqual([
      ["track", "SignUp", { twclid: "TW55" }],
      ["track", "Purchase", { value: 12, currency: "USD", twclid: "TW55" }],
    ]);
  });

  it("goes straight to uwt.js once it has taken over, without a twclid when there was none", () => {
    const adapter = startNetwork(fakeContext().context);
    const direct: unknown[][] = [];
    twq().exe = (...args) => direct.push(args);
    adapter.send(tracked("downloadApp"));
    expect(direct).toEqual([["track", "Download", {}]]);
  });
});
