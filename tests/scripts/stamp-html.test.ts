import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
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
