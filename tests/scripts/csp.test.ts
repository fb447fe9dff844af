import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import {
  applyCsp,
  contentSecurityPolicy,
  enabledParties,
  headerPolicy,
  inlineScripts,
  withCspMeta,
} from "../../scripts/lib/csp";
import { LOOPBACK_CONNECT_SOURCES, LOOPBACK_SOURCES } from "../../scripts/lib/csp-hosts";
import { loadMerchant } from "../../scripts/lib/merchants";
import { stampHtml } from "../../scripts/lib/stamp-html";
import { run } from "../../scripts/merchant";

/** A deploy build's policy of the merchant, read as directive → sources. */
function directivesOf(config: MerchantConfig, inline: string[] = [], loopback = false) {
  const policy = contentSecurityPolicy(config, { inlineScripts: inline, loopback });
  return Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  ) as Record<string, string[]>;
}

/** What each third party puts in the policy that nothing else does: [directive, source]. */
const MARKS: Record<string, [string, string]> = {
  facebook: ["connect-src", "https://www.facebook.com"],
  tiktok: ["connect-src", "https://analytics.tiktok.com"],
  kwai: ["connect-src", "https://*.kwai.net"],
  gtag: ["connect-src", "https://*.google-analytics.com"],
  twitter: ["connect-src", "https://analytics.twitter.com"],
  bigo: ["connect-src", "https://api.imotech.video"],
  outbrain: ["connect-src", "https://tr.outbrain.com"],
  "firebase auth": ["connect-src", "https://identitytoolkit.googleapis.com"],
  "firebase auth's helper": ["script-src", "https://apis.google.com"],
  "firebase messaging": ["connect-src", "https://fcmregistrations.googleapis.com"],
  "firebase sms": ["script-src", "https://www.google.com/recaptcha/"],
  livechat: ["script-src", "https://cdn.livechatinc.com"],
  comm100: ["script-src", "https://*.comm100.com"],
  "geetest v3": ["script-src", "https://api.geetest.com"],
  "geetest v4": ["script-src", "https://gcaptcha4.geetest.com"],
  "sunrise's domains": ["connect-src", "https://m.sunrise-play.example"],
};

/**
 * The sample merchants (docs/merchant-config.md) as an operator would build them: their files name
 * no stand-in (development and test runs route those, server/dev/stand-ins.ts), so each third party
 * is at its official hosts. royal sets every network, geetest v3, firebase with push, LiveChat and
 * Comm100; lite, built to be bare, only the captcha it inherits from sunrise.
 */
const SAMPLES: Array<{ code: string; enabled: string[] }> = [
  {
    code: "royal",
    enabled: [
      "facebook",
      "tiktok",
      "kwai",
      "gtag",
      "twitter",
      "bigo",
      "outbrain",
      "geetest v3",
      "firebase auth",
      "firebase auth's helper",
      "firebase messaging",
      "livechat",
      "comm100",
    ],
  },
  {
    code: "brisa",
    enabled: [
      "tiktok",
      "kwai",
      "firebase auth",
      "firebase auth's helper",
      "firebase messaging",
      "firebase sms",
      "comm100",
    ],
  },
  {
    code: "sunrise",
    enabled: [
      "firebase auth",
      "firebase auth's helper",
      "firebase messaging",
      "firebase sms",
      "geetest v4",
      "sunrise's domains",
    ],
  },
  { code: "sahara", enabled: [] },
  { code: "lite", enabled: ["geetest v4"] },
];

describe("each sample merchant's policy names exactly the third parties its config enables", () => {
  it.each(SAMPLES)("$code", ({ code, enabled }) => {
    const directives = directivesOf(loadMerchant(code).config);
    for (const [party, [directive, source]] of Object.entries(MARKS)) {
      const present = directives[directive]?.includes(source);
      expect(present, `${code}: ${party} (${source} in ${directive})`).toBe(enabled.includes(party));
    }
    // Nothing may turn strings into code, nor run inline code the build did not hash.
    expect(Object.values(directives).flat()).not.toContain("'unsafe-eval'");
    expect(directives["script-src"]).not.toContain("'unsafe-inline'");
    expect(directives["script-src"]).not.toContain("https:");
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'self'"]);
    expect(directives["default-src"]).toEqual(["'self'"]);
  });

  it("sahara's is the bare policy: its own origin, plus images and frames from any https host", () => {
    expect(contentSecurityPolicy(loadMerchant("sahara").config, { inlineScripts: [], loopback: false })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self'; " +
        "frame-src 'self' https:; worker-src 'self'; manifest-src 'self'; base-uri 'self'; " +
        "form-action 'self'; object-src 'none'; require-trusted-types-for 'script'; " +
        "trusted-types wl-script-url dompurify default",
    );
  });
});

describe("a third party's hosts follow its settings", () => {
  const royal = loadMerchant("royal").config;

  it("a network without its id adds nothing", () => {
    const tracking = { ...royal.tracking, facebookPixelId: undefined };
    const parties = enabledParties({ ...royal, tracking }).map((party) => party.name);
    expect(parties).not.toContain("facebook");
    expect(directivesOf({ ...royal, tracking })["connect-src"]).not.toContain("https://www.facebook.com");
  });

  it("a network's script comes from its official host, or from the merchant's own address for it", () => {
    expect(directivesOf(royal)["script-src"]).toContain("https://connect.facebook.net");
    const own = directivesOf({
      ...royal,
      tracking: { ...royal.tracking, sources: { facebook: "https://px.royal.example/fb.js" } },
    });
    expect(own["script-src"]).toContain("https://px.royal.example");
    expect(own["script-src"]).not.toContain("https://connect.facebook.net");
    // A copy on the page's own origin (a first-party proxy path): no host at all.
    const proxied = directivesOf({
      ...royal,
      tracking: { ...royal.tracking, sources: { facebook: "/px/fb.js" } },
    });
    expect(proxied["script-src"]).not.toContain("https://connect.facebook.net");
  });

  it("geetest's official hosts only without a scriptUrl, by its version", () => {
    const geetest = { id: "royal-demo-captcha", version: "v4" as const };
    const official = directivesOf({ ...royal, geetest });
    expect(official["script-src"]).toEqual(
      expect.arrayContaining(["https://static.geetest.com", "https://gcaptcha4.geetest.com"]),
    );
    expect(official["script-src"]).not.toContain("https://api.geetest.com");
    const proxied = directivesOf({ ...royal, geetest: { ...geetest, scriptUrl: "/captcha/gt4.js" } });
    expect((proxied["script-src"] ?? []).filter((source) => source.includes("geetest"))).toEqual([]);
  });

  it("names no Auth emulator, even one a config carries (validate refuses it in a merchant file)", () => {
    const firebase = {
      ...royal.firebase,
      apiKey: "k",
      projectId: "p",
      authEmulatorUrl: "http://emulator.acme.example:9099",
    };
    expect(
      contentSecurityPolicy({ ...royal, firebase }, { inlineScripts: [], loopback: false }),
    ).not.toContain("emulator.acme.example");
  });

  it("firebase without a sign-in method or push that needs it adds nothing", () => {
    const config = {
      ...royal,
      auth: { ...royal.auth, socialChannels: [], smsLogin: "platform" as const },
      push: { enabled: false },
    };
    expect(enabledParties(config).filter((party) => party.name.startsWith("firebase"))).toEqual([]);
    expect(directivesOf(config)["connect-src"]).not.toContain("http://127.0.0.1:9099");
  });

  it("the loopback origins the reference setup plays other sites on are left out of a deploy build", () => {
    const local = directivesOf(royal, [], true);
    for (const directive of ["frame-src", "img-src"]) {
      expect(local[directive]).toEqual(expect.arrayContaining(LOOPBACK_SOURCES));
      expect(directivesOf(royal)[directive]).not.toContain("http://*.localhost:*");
    }
    expect(local["script-src"]).not.toContain("http://*.localhost:*");
    // The mirrors are other sites, which a deploy policy's connect-src never names: the race
    // reaches them by its image probe here as on a member's phone.
    expect(local["connect-src"]).toEqual(expect.arrayContaining(LOOPBACK_CONNECT_SOURCES));
    expect(local["connect-src"]).not.toContain("http://*.localhost:*");
    expect(directivesOf(royal)["connect-src"]).not.toContain("http://localhost:*");
  });
});

describe("the built page's inline scripts run by hash, and only they", () => {
  const built = readFileSync("index.html", "utf8")
    .replace(
      "<!--wl:head-->",
      '<!--wl:head-->\n    <script type="module" crossorigin src="/m/assets/index-abc.js"></script>',
    )
    .replace(/\s*<script type="module" src="\/main.tsx"><\/script>/, "");

  it.each(["royal", "lite"])("%s", (code) => {
    const { config } = loadMerchant(code);
    const page = applyCsp(stampHtml(built, config), config, false);
    const scripts = [...page.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    // The token handover, the splash's, the shell's route mark, its loader and the install-event
    // catcher; the config is data.
    expect(scripts).toHaveLength(5);
    const hashes = page.policy.match(/'sha256-[^']+'/g);
    expect(hashes).toEqual(
      scripts.map(
        (text) =>
          `'sha256-${createHash("sha256")
            .update(text ?? "")
            .digest("base64")}'`,
      ),
    );
    expect(page.html).toContain('<script id="merchant-config" type="application/json">');
    expect(inlineScripts(page.html)).toHaveLength(5);
  });

  it("the meta comes before every script, style and link, with the charset still in the first kilobyte", () => {
    const { config } = loadMerchant("royal");
    const { html } = applyCsp(stampHtml(built, config), config, true);
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(0);
    for (const tag of ["<script", "<style", "<link"]) expect(html.indexOf(tag)).toBeGreaterThan(meta);
    expect(Buffer.byteLength(html.slice(0, html.indexOf('<meta charset="utf-8" />') + 24))).toBeLessThan(
      1024,
    );
  });

  it("frame-ancestors, which a meta cannot carry, is in the header rule only", () => {
    const { config } = loadMerchant("lite");
    const page = applyCsp(stampHtml(built, config), config, false);
    expect(page.policy).not.toContain("frame-ancestors");
    expect(page.header).toBe(`${page.policy}; frame-ancestors 'none'`);
    expect(headerPolicy("default-src 'self'")).toBe("default-src 'self'; frame-ancestors 'none'");
  });

  it("a page without a charset declaration is refused, not given a policy in the wrong place", () => {
    expect(() => withCspMeta("<html><head></head></html>", "default-src 'self'")).toThrow(/charset/);
  });
});

describe("npm run merchant -- csp <code>", () => {
  it("prints the header rule the build wrote, or says the merchant is not built", () => {
    const dist = mkdtempSync(join(tmpdir(), "csp-cli-"));
    try {
      const out: string[] = [];
      const err: string[] = [];
      expect(
        run(
          ["csp", "lite", "--out", dist],
          (line) => out.push(line),
          (line) => err.push(line),
        ),
      ).toBe(1);
      expect(err.join("\n")).toContain("lite is not built: npm run build -- --merchant lite");
      mkdirSync(join(dist, "lite"));
      writeFileSync(join(dist, "lite", "csp.txt"), "default-src 'self'; frame-ancestors 'none'\n");
      expect(
        run(
          ["csp", "lite", "--out", dist],
          (line) => out.push(line),
          (line) => err.push(line),
        ),
      ).toBe(0);
      expect(out).toEqual(["Content-Security-Policy: default-src 'self'; frame-ancestors 'none'"]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
