// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { FB_COOKIE_DAYS } from "../../../../engine/constants";
import { documentCookies } from "../../../../engine/platform/cookies";
import { FACEBOOK_SCRIPT, startNetwork } from "../../../../engine/tracking/networks/facebook";
import { clearGlobals, fakeContext, globals, NOW, plain, tracked } from "./fake-context";

interface Fbq {
  (...args: unknown[]): void;
  queue: IArguments[];
  callMethod?: (...args: unknown[]) => void;
  loaded: boolean;
  version: string;
}
const fbq = () => globals.fbq as Fbq;

afterEach(() => {
  clearGlobals();
  vi.useRealTimers();
  for (const name of ["_fbp", "_fbc"]) documentCookies(document).set(name, "", { days: -1 });
});

describe("the Facebook adapter", () => {
  it("sets up fbq as the base code does: init with the pixel id, a PageView, then fbevents.js", () => {
    const { context, scripts } = fakeContext({ id: "FB123" });
    startNetwork(context);
    expect(plain(fbq().queue)).toEqual([
      ["init", "FB123"],
      ["track", "PageView"],
    ]);
    expect(Object.prototype.toString.call(fbq().queue[0])).toBe("[object Arguments]");
    expect(globals._fbq).toBe(globals.fbq);
    expect(fbq().loaded).toBe(true);
    expect(fbq().version).toBe("2.0");
    expect(scripts).toEqual([FACEBOOK_SCRIPT]);
  });

  it("loads the script from the merchant's source when one is set", () => {
    const { context, scripts } = fakeContext({ source: "/__dev/ad-networks/facebook.js" });
    startNetwork(context);
    expect(scripts).toEqual(["/__dev/ad-networks/facebook.js"]);
  });

  it.each([
    ["register", {}, ["track", "CompleteRegistration", {}]],
    ["registerSubmit", {}, ["track", "Lead", {}]],
    [
      "depositSubmit",
      { value: 50, currency: "BRL" },
      ["track", "InitiateCheckout", { value: 50, currency: "BRL" }],
    ],
    ["deposit", { value: 50, currency: "BRL" }, ["track", "Purchase", { value: 50, currency: "BRL" }]],
    [
      "firstDepositArrival",
      { revenue: 20, currency: "BRL" },
      ["trackCustom", "FirstDepositArrival", { value: 20, currency: "BRL" }],
    ],
    [
      "viewContent",
      { contentId: "G1", contentType: "game" },
      ["track", "ViewContent", { content_ids: ["G1"], content_type: "game" }],
    ],
    ["gameLaunch", {}, ["trackCustom", "GameLaunch", {}]],
  ] as const)("sends %s as %j", (name, payload, expected) => {
    const { context } = fakeContext();
    const adapter = startNetwork(context);
    adapter.send(tracked(name, payload));
    expect(plain(fbq().queue).slice(2)).toEqual([expected]);
  });

  it("sends nothing for an event it has no use for", () => {
    const adapter = startNetwork(fakeContext().context);
    adapter.send(tracked("firstOpen"));
    expect(fbq().queue).toHaveLength(2);
  });

  it("passes the member's id as external_id through init, once per member", () => {
    const adapter = startNetwork(fakeContext({ id: "FB1" }).context);
    adapter.send(tracked("login", { customerId: 42 }));
    adapter.send(tracked("deposit", { customerId: 42, value: 5, currency: "BRL" }));
    expect(plain(fbq().queue).slice(2)).toEqual([
      ["init", "FB1", { external_id: "42" }],
      ["trackCustom", "Login", {}],
      ["track", "Purchase", { value: 5, currency: "BRL" }],
    ]);
  });

  it("hands calls straight to fbevents.js once it has taken over", () => {
    const adapter = startNetwork(fakeContext().context);
    const direct: unknown[][] = [];
    fbq().callMethod = (...args) => direct.push(args);
    adapter.send(tracked("register"));
    expect(direct).toEqual([["track", "CompleteRegistration", {}]]);
    expect(fbq().queue).toHaveLength(2);
  });
});

describe("Facebook's cookies", () => {
  const brandWindow = () => ({ location: { hostname: "m.brand.com" } }) as unknown as Window;

  it("creates _fbp when missing, for 90 days on the brand's parent domain", () => {
    const { context, cookieWrites } = fakeContext({ window: brandWindow() });
    startNetwork(context);
    expect(cookieWrites).toHaveLength(1);
    expect(cookieWrites[0]).toMatchObject({ name: "_fbp", days: FB_COOKIE_DAYS, domain: "brand.com" });
    expect(cookieWrites[0]?.value).toMatch(new RegExp(`^fb\\.1\\.${NOW}\\.\\d{10}$`));
  });

  it("keeps an existing _fbp", () => {
    const { context, cookieWrites } = fakeContext({ cookies: { _fbp: "fb.1.1.1234567890" } });
    startNetwork(context);
    expect(cookieWrites).toEqual([]);
  });

  it("writes _fbc from the landing's fbclid", () => {
    const { context, cookies, cookieWrites } = fakeContext({
      window: brandWindow(),
      clicks: { fbclid: "IwAR0abc" },
      cookies: { _fbp: "fb.1.1.1234567890" },
    });
    startNetwork(context);
    expect(cookies.get("_fbc")).toBe(`fb.1.${NOW}.IwAR0abc`);
    expect(cookieWrites).toEqual([
      { name: "_fbc", value: `fb.1.${NOW}.IwAR0abc`, days: FB_COOKIE_DAYS, domain: "brand.com" },
    ]);
  });

  it("keeps an _fbc of the same click (its time is the click's) and replaces one of another click", () => {
    const same = fakeContext({
      clicks: { fbclid: "IwAR0abc" },
      cookies: { _fbp: "x", _fbc: "fb.1.99.IwAR0abc" },
    });
    startNetwork(same.context);
    expect(same.cookieWrites).toEqual([]);
    clearGlobals();
    const other = fakeContext({
      clicks: { fbclid: "IwAR0new" },
      cookies: { _fbp: "x", _fbc: "fb.1.99.IwAR0abc" },
    });
    startNetwork(other.context);
    expect(other.cookies.get("_fbc")).toBe(`fb.1.${NOW}.IwAR0new`);
  });

  it("writes no _fbc without an fbclid", () => {
    const { context, cookies } = fakeContext();
    startNetwork(context);
    expect(cookies.has("_fbc")).toBe(false);
  });

  it("stamps the cookies with the clock's time in the real document (fake clock)", () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 5, 1));
    const { context } = fakeContext({ clicks: { fbclid: "IwAR0abc" }, now: Date.now });
    const jar = documentCookies(document);
    startNetwork({ ...context, cookies: jar });
    const at = Date.UTC(2026, 5, 1);
    expect(jar.get("_fbp")).toMatch(new RegExp(`^fb\\.1\\.${at}\\.\\d{10}$`));
    expect(jar.get("_fbc")).toBe(`fb.1.${at}.IwAR0abc`);
  });
});
