/**
 * Trusted Types (docs/security.md, "Trusted Types"). Every merchant's policy requires them for
 * scripts (scripts/lib/csp.ts), so the browser refuses a plain string at every sink that can run
 * code: `innerHTML`, a script element's `src`, the service worker's address, `eval`. What the app
 * needs passes through a named policy that the page's policy lists:
 *
 * - `wl-script-url`: the addresses of the scripts the app adds (engine/platform/load-script.ts, for
 *   the ad networks, the captcha, the chat provider, Google's one-tap, the mini-game) and of its
 *   service worker.
 * - `dompurify`: DOMPurify's own, for the one sanitiser's input and output (sanitize-html.ts).
 * - `default`: what third-party scripts, once loaded, do with plain strings. They add more scripts
 *   by address, which passes (script-src still decides the hosts); HTML and code from strings
 *   have no rule here, so the browser refuses them.
 *
 * Nothing here runs on the first page: the shell starts the app with `import()`, which is not a
 * sink, and every caller is a lazy chunk. A browser without Trusted Types gets the strings.
 */

/** The policy names the page's CSP lists (`trusted-types`), in one place with their users. */
export const TRUSTED_TYPES_POLICIES = ["wl-script-url", "dompurify", "default"] as const;

interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

/** A script may come from an http(s) address only (a `data:` or `javascript:` one never). */
function checkedScriptUrl(url: string): string {
  // A relative address is the page's own (no page at all: a test's, read the same way).
  const { protocol } = new URL(url, globalThis.location?.href ?? "http://page.invalid/");
  if (protocol !== "https:" && protocol !== "http:") throw new TypeError(`Not a script address: ${url}`);
  return url;
}

let policy: ScriptUrlPolicy | null | undefined;

/** Creates the app's policies once; null where the browser has no Trusted Types. */
function scriptUrlPolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  policy = null;
  if (!factory) return policy;
  // A page whose policy does not list the name refuses it: the sinks then refuse the strings, and
  // the console says why, rather than every loader failing here.
  const create = (name: (typeof TRUSTED_TYPES_POLICIES)[number]) => {
    try {
      return factory.createPolicy(name, { createScriptURL: checkedScriptUrl });
    } catch (error) {
      console.warn(`[trusted types] policy "${name}" not created:`, error);
      return null;
    }
  };
  // Before any third party's script can run: each is added through scriptUrl below.
  create("default");
  policy = create("wl-script-url");
  return policy;
}

/**
 * The address for a script element's `src` or `navigator.serviceWorker.register`: a
 * TrustedScriptURL where the browser has Trusted Types. Typed as the string those sinks declare.
 */
export function scriptUrl(url: string): string {
  const trusted = scriptUrlPolicy();
  return (trusted ? trusted.createScriptURL(url) : checkedScriptUrl(url)) as string;
}

/**
 * For loaders whose third party adds its own scripts without going through `scriptUrl` first
 * (firebase Auth loads Google's helpers itself): the default policy must exist before it runs.
 */
export function allowThirdPartyScripts(): void {
  scriptUrlPolicy();
}
