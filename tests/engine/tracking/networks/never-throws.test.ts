// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadNetwork } from "../../../../engine/tracking/load-network";
import { AD_NETWORKS } from "../../../../engine/tracking/network";
import type { TrackedEventName } from "../../../../engine/tracking/tracking-store";
import { fakeContext, tracked } from "./fake-context";

const EVENTS: TrackedEventName[] = ["register", "login", "depositSubmit", "deposit", "firstDepositArrival"];
const GLOBALS = [
  "fbq",
  "_fbq",
  "ttq",
  "kwaiq",
  "dataLayer",
  "gtag",
  "twq",
  "bge",
  "bgdataLayer",
  "obApi",
  "kadamq",
];

afterEach(() => vi.restoreAllMocks());

describe("a hostile page", () => {
  // Every global a network reads throws on access, the cookies throw, and so does the pixel:
  // what an extension or a broken copy of a network's script can do. The app must go on.
  it.each(AD_NETWORKS)("%s neither throws from start nor from send", async (network) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    const hostile = Object.create(window) as Window;
    for (const name of GLOBALS) {
      Object.defineProperty(hostile, name, {
        get: () => {
          throw new Error(`${name} is blocked`);
        },
        set: () => {
          throw new Error(`${name} is blocked`);
        },
      });
    }
    const { context } = fakeContext({
      window: hostile,
      source: `/__dev/ad-networks/${network}.js`,
      clicks: { voluumCid: "c", propellerVisitorId: "v", okspId: "o", fbclid: "f" },
    });
    context.cookies = {
      get: () => {
        throw new Error("cookies are blocked");
      },
      set: () => {
        throw new Error("cookies are blocked");
      },
    };
    context.sendPixel = () => {
      throw new Error("images are blocked");
    };
    const start = await loadNetwork(network);
    const adapter = start(context);
    for (const name of EVENTS)
      expect(() => adapter.send(tracked(name, { value: 1, customerId: 1 }))).not.toThrow();
  });
});
