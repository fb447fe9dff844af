/**
 * The token rule (spec §2, docs/security.md): external links carry the member's token and the
 * merchant code only to the merchant's own and allowed domains, judged on the host the browser
 * will really reach, never on how the address reads.
 */
import { describe, expect, it } from "vitest";
import type { MerchantConfig } from "../../../engine/config/merchant-config";
import { LinkRules } from "../../../engine/routing/link-rules";

function rules(token: string | null = "tok-1") {
  const opened: string[] = [];
  const referred: string[] = [];
  const links = new LinkRules({
    protocol: "https:",
    host: "m.merchant.com",
    config: () =>
      ({
        code: "royal",
        api: { allowedExternalDomains: ["partner-pay.com"], domains: ["merchant-play.net"] },
      }) as unknown as MerchantConfig,
    mainDomain: () => "platform-main.io",
    token: () => token,
    openWindow: (url, sendReferrer) => {
      opened.push(url);
      if (sendReferrer) referred.push(url);
    },
  });
  return { links, opened, referred };
}

/** What the member's browser is sent to for a tap on `address`, or null when nothing opens. */
function open(address: string, token?: string | null): string | null {
  const { links, opened } = rules(token);
  links.openExternal(address);
  return opened[0] ?? null;
}

const hasToken = (href: string | null) =>
  href !== null && new URL(href).searchParams.get("token") === "tok-1";

describe("the token goes to the merchant's own and allowed domains", () => {
  it.each([
    ["its own parent domain", "https://www.merchant.com/vip"],
    ["its own domain itself", "https://merchant.com/"],
    ["a domain its config lists", "https://merchant-play.net/lobby"],
    ["a sub-domain of one", "https://games.merchant-play.net/"],
    ["the allow list", "https://partner-pay.com/checkout?x=1"],
    ["the platform's main domain", "https://platform-main.io/"],
    ["a host in capitals, with the root's dot", "https://WWW.Merchant.COM./"],
  ])("%s: %s", (_case, address) => {
    const href = open(address);
    expect(hasToken(href)).toBe(true);
    expect(new URL(href ?? "").searchParams.get("merchant")).toBe("royal");
  });

  it("a visitor's link carries the merchant, and no token it does not have", () => {
    const href = open("https://www.merchant.com/", null);
    expect(new URL(href ?? "").searchParams.get("merchant")).toBe("royal");
    expect(new URL(href ?? "").searchParams.has("token")).toBe(false);
  });
});

describe("never to a foreign domain or a look-alike", () => {
  it.each([
    ["a foreign site", "https://evil.com/"],
    ["a name that ends like the merchant's", "https://evil-merchant.com/"],
    ["a name glued to it", "https://evilmerchant.com/"],
    ["the merchant's name as a sub-domain of another", "https://merchant.com.evil.com/"],
    ["the allow list's name as a sub-domain of another", "https://partner-pay.com.evil.com/"],
    ["the name in the path", "https://evil.com/merchant.com"],
    ["the name in the query", "https://evil.com/?merchant.com"],
    ["the name in the fragment", "https://evil.com/#.merchant.com"],
    ["a backslash before the name", "https://evil.com\\@merchant.com/"],
    ["an encoded dot", "https://merchant.com%2eevil.com/"],
    ["a Cyrillic look-alike", "https://www.merсhant.com/"],
    ["another port's scheme trick", "https://merchant.com.:443.evil.com/"],
  ])("%s: %s", (_case, address) => {
    const href = open(address);
    // It may open (it is an http(s) page), but with neither token nor merchant.
    if (href) {
      expect(new URL(href).searchParams.has("token")).toBe(false);
      expect(new URL(href).searchParams.has("merchant")).toBe(false);
    }
  });

  it.each([
    ["user name that reads as the merchant", "https://merchant.com@evil.com/"],
    ["user and password", "https://www.merchant.com:tok@evil.com/"],
    ["the merchant's name as the user", "https://merchant.com:443@evil.com/"],
  ])("a user@host address opens nothing: %s", (_case, address) => {
    expect(open(address)).toBeNull();
  });
});

describe("where the page's origin goes as the referrer", () => {
  it("only to the merchant's own sites, the ones the token may go to", () => {
    const { links, opened, referred } = rules();
    for (const address of ["https://www.merchant.com/vip", "https://evil.com/", "https://evil-merchant.com/"])
      links.openExternal(address);
    expect(opened).toHaveLength(3);
    expect(referred).toEqual(["https://www.merchant.com/vip?token=tok-1&merchant=royal"]);
  });
});
