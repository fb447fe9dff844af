import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isSignInPath } from "../../engine/shell/shell-route";
import { SIGN_IN_SHELL_CLASS } from "../../engine/theme/layout";
import { loadMerchant } from "../../scripts/lib/merchants";
import { escapeHtml, scriptSafeJson, stampHtml } from "../../scripts/lib/stamp-html";

const template = readFileSync("index.html", "utf8");

describe("stampHtml", () => {
  it("writes the merchant's title, theme colour, language and config into the page", () => {
    const { config } = loadMerchant("royal");
    const html = stampHtml(template, config);
    expect(html).toContain(`<title>${config.pwa.title}</title>`);
    expect(html).toContain(`<meta name="theme-color" content="${config.theme.primary}" />`);
    expect(html).toContain('<html lang="zh-Hans" dir="ltr">');
    expect(html).toContain(`--wl-primary:${config.theme.primary}`);
    const embedded = /<script id="merchant-config" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(embedded ?? "null").code).toBe("royal");
    expect(embedded).not.toContain("$schema");
  });

  it("paints the brand name in the static shell", () => {
    const { config } = loadMerchant("sunrise");
    expect(stampHtml(template, config)).toContain(`<p class="wl-brand">${config.name}</p>`);
  });

  it("cannot be broken out of by a hostile name", () => {
    const { config } = loadMerchant("royal");
    const html = stampHtml(template, { ...config, name: "</script><script>alert(1)</script>" });
    expect(html).not.toContain("<script>alert(1)");
    expect(scriptSafeJson({ a: "</script>" })).toBe('{"a":"\\u003c/script>"}');
    expect(escapeHtml(`<a href="x">'&`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;");
  });
});

describe("the static shell's first paint", () => {
  /** Runs the shell's inline route script against an address, as the browser would before painting. */
  const markedSignIn = (html: string, pathname: string) => {
    const script = /<div id="root"><script>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    const classes = new Set<string>();
    new Function("location", "document", script)(
      { pathname },
      { documentElement: { classList: { add: (name: string) => classes.add(name) } } },
    );
    return classes.has(SIGN_IN_SHELL_CLASS);
  };

  it("paints the merchant's lead banner, at high priority, in the banner's box", () => {
    const { config } = loadMerchant("royal");
    const html = stampHtml(template, { ...config, banners: { lead: "https://cdn.example/lead.webp" } });
    expect(html).toMatch(
      /<main class="wl-page wl-shell-home"><img class="wl-banner" src="https:\/\/cdn.example\/lead.webp" alt="" width="750" height="300" fetchpriority="high" data-wl-lead>/,
    );
  });

  it("keeps the grey banner box when the merchant names no lead banner", () => {
    const { config } = loadMerchant("royal");
    const html = stampHtml(template, { ...config, banners: {} });
    expect(html).toContain('<main class="wl-page wl-shell-home"><div class="wl-skeleton wl-banner"');
    expect(html).not.toContain('fetchpriority="high"');
  });

  it("shows the sign-in page's brand and form on the login and register addresses only", () => {
    const html = stampHtml(template, loadMerchant("sunrise").config);
    expect(html).toContain(
      '<main class="wl-page wl-shell-sign-in"><div class="wl-hero"><img src="/m/brand/logo.svg"',
    );
    for (const path of ["/m/login", "/m/register", "/m/register.html", "/m/login/"]) {
      expect(markedSignIn(html, path), path).toBe(true);
      expect(isSignInPath(path), path).toBe(true);
    }
    for (const path of ["/m/home", "/m", "/", "/m/member/home", "/m/loginx"]) {
      expect(markedSignIn(html, path), path).toBe(false);
      expect(isSignInPath(path), path).toBe(false);
    }
  });

  it("moves the built entry script behind the shell's loader, and leaves the dev page alone", () => {
    const { config } = loadMerchant("royal");
    const built = template
      .replace(
        "<!--wl:head-->",
        '<!--wl:head-->\n    <script type="module" crossorigin src="/m/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/m/assets/framework-def.js">',
      )
      .replace(/\s*<script type="module" src="\/main.tsx"><\/script>/, "");
    const html = stampHtml(built, config);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("modulepreload");
    expect(html).toMatch(
      /<nav class="wl-tab-bar"[^>]*><\/nav><script>\(function\(\)\{.*"\/m\/assets\/index-abc.js"/s,
    );
    expect(stampHtml(template, config)).toContain('<script type="module" src="/main.tsx"></script>');
  });
});
