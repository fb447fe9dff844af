/**
 * The app's Trusted Types policies (engine/security/trusted-types.ts) against a stand-in for the
 * browser's factory: which policies exist, what passes them, and what a browser without Trusted
 * Types gets. The browser itself enforces them in e2e/csp.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TRUSTED_TYPES_POLICIES } from "../../../engine/security/trusted-types";

type Rules = { createScriptURL(url: string): string };

/** A factory that records the policies created and wraps what they let through. */
function browserFactory(refuse: string[] = []) {
  const created = new Map<string, Rules>();
  const factory = {
    createPolicy(name: string, rules: Rules) {
      if (refuse.includes(name) || created.has(name)) throw new TypeError(`policy ${name} refused`);
      created.set(name, rules);
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url), by: name }) };
    },
  };
  vi.stubGlobal("trustedTypes", factory);
  return created;
}

/** The module afresh: its policies are made once per page. */
const fresh = async () => {
  vi.resetModules();
  return import("../../../engine/security/trusted-types");
};

beforeEach(() => vi.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the app's Trusted Types policies", () => {
  it("are the ones the page's policy lists, the default made before any third party runs", async () => {
    const created = browserFactory();
    const { allowThirdPartyScripts, scriptUrl } = await fresh();
    allowThirdPartyScripts();
    expect([...created.keys()]).toEqual(["default", "wl-script-url"]);
    expect(TRUSTED_TYPES_POLICIES).toEqual(expect.arrayContaining([...created.keys(), "dompurify"]));
    expect(scriptUrl("/__dev/ad-networks/facebook.js")).toEqual({
      trusted: "/__dev/ad-networks/facebook.js",
      by: "wl-script-url",
    });
    scriptUrl("https://cdn.livechatinc.com/tracking.js");
    expect(created.size).toBe(2);
  });

  it("let script addresses through, never a javascript: or data: one, in the app's hands or a third party's", async () => {
    const created = browserFactory();
    const { scriptUrl } = await fresh();
    expect(() => scriptUrl("javascript:alert(1)")).toThrow(/Not a script address/);
    expect(() => scriptUrl("data:text/javascript,alert(1)")).toThrow(/Not a script address/);
    const thirdParty = created.get("default");
    expect(thirdParty?.createScriptURL("https://connect.facebook.net/en_US/fbevents.js")).toBe(
      "https://connect.facebook.net/en_US/fbevents.js",
    );
    expect(() => thirdParty?.createScriptURL("javascript:alert(1)")).toThrow(/Not a script address/);
    // No rule for HTML or code: the browser refuses those strings.
    expect(Object.keys(thirdParty ?? {})).toEqual(["createScriptURL"]);
  });

  it("leave a browser without Trusted Types the checked string", async () => {
    vi.stubGlobal("trustedTypes", undefined);
    const { scriptUrl } = await fresh();
    expect(scriptUrl("/m/sw.js?merchant=royal")).toBe("/m/sw.js?merchant=royal");
    expect(() => scriptUrl("javascript:alert(1)")).toThrow(/Not a script address/);
  });

  it("say so, and hand over the string, where the page's policy does not list a name", async () => {
    browserFactory(["wl-script-url"]);
    const { scriptUrl } = await fresh();
    expect(scriptUrl("/m/sw.js")).toBe("/m/sw.js");
    expect(console.warn).toHaveBeenCalledWith(
      '[trusted types] policy "wl-script-url" not created:',
      expect.any(TypeError),
    );
  });
});
