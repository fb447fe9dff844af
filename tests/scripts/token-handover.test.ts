import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { takeHandedOverToken } from "../../engine/security/token-handover";
import { loadMerchant } from "../../scripts/lib/merchants";
import { stampHtml } from "../../scripts/lib/stamp-html";

const page = stampHtml(readFileSync("index.html", "utf8"), loadMerchant("royal").config);
const head = /<head>([\s\S]*?)<\/head>/.exec(page)?.[1] ?? "";

/** The head's first inline script run against an address, as the browser runs it while parsing. */
function openPage(address: string, refuseReplace = false) {
  const url = new URL(address, "https://m.royal.example");
  const script = /<script>(.*?)<\/script>/s.exec(head)?.[1] ?? "";
  const window: Record<string, unknown> = {};
  const history = {
    state: { kept: true },
    replaced: [] as unknown[][],
    replaceState(...args: unknown[]) {
      if (refuseReplace) throw new Error("SecurityError");
      this.replaced.push(args);
      const next = new URL(String(args[2]), url);
      url.search = next.search;
      url.hash = next.hash;
    },
  };
  new Function("location", "history", "window", script)(
    { pathname: url.pathname, search: url.search, hash: url.hash },
    history,
    window,
  );
  return { address: () => `${url.pathname}${url.search}${url.hash}`, window, history };
}

describe("a session handed over in the address", () => {
  it("is taken out of the address by the page's first script, before any subresource", () => {
    const first = (pattern: RegExp) => head.search(pattern);
    const handover = first(/<script>\(function\(\)\{var l=location/);
    expect(first(/<meta name="referrer" content="strict-origin" \/>/)).toBeGreaterThan(-1);
    expect(handover).toBeGreaterThan(first(/<meta name="referrer"/));
    expect(handover).toBeLessThan(first(/<link |<img |<script src/));
    expect(first(/<script/)).toBe(handover);
  });

  it.each([
    ["/m/home?token=T-1", "/m/home", "T-1"],
    ["/m/home?tokens=T-2", "/m/home", "T-2"],
    [
      "/m/deposit?inApp=ios&token=T-3&affiliateCode=a%20b#top",
      "/m/deposit?inApp=ios&affiliateCode=a+b#top",
      "T-3",
    ],
    ["/m/home?token=&r=7", "/m/home?r=7", null],
  ])("%s: the address becomes %s and the app gets %s", (address, left, token) => {
    const opened = openPage(address);
    expect(opened.address()).toBe(left);
    // The history entry is replaced, not added (Back does not return to the token), with its state.
    expect(opened.history.replaced).toEqual([[{ kept: true }, "", left]]);
    expect(takeHandedOverToken(opened.window)).toBe(token);
    expect(takeHandedOverToken(opened.window)).toBeNull();
  });

  it("leaves an address without a token as it is", () => {
    const opened = openPage("/m/home?affiliateCode=x&tokenish=1");
    expect(opened.history.replaced).toEqual([]);
    expect(takeHandedOverToken(opened.window)).toBeNull();
  });

  it("still signs the member in where the browser refuses to change the address", () => {
    const opened = openPage("/m/home?token=T-4", true);
    expect(takeHandedOverToken(opened.window)).toBe("T-4");
  });
});
