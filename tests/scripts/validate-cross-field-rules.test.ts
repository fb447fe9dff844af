import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import {
  crossFieldProblems,
  extendsProblems,
  type RuleContext,
} from "../../scripts/lib/validate/cross-field-rules";

const created: string[] = [];
/** A fresh folder under the system's temp folder, removed after the tests. */
function temporary(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n';

/** A merchant folder holding `files` (path → content), as the rules would find it on disk. */
function merchantDir(files: Record<string, string | Buffer> = { "assets/logo.svg": SVG }): string {
  const dir = join(temporary("cross-field-"), "acme");
  mkdirSync(join(dir, "assets"), { recursive: true });
  for (const [path, content] of Object.entries(files)) writeFileSync(join(dir, path), content);
  return dir;
}

const base: MerchantConfig = {
  schemaVersion: 2,
  code: "acme",
  name: "Acme",
  languages: { supported: ["EN", "TH"], default: "EN" },
  currency: { code: "USD", symbol: "$", position: "before" },
  theme: {
    mode: "light",
    primary: "#1F5FAD",
    accent: "#B5470B",
    background: "#FFFFFF",
    surface: "#F4F6F9",
    text: "#1A202C",
  },
  assets: { logo: "assets/logo.svg" },
  pwa: { title: "Acme" },
};

const context = (dir = merchantDir()): RuleContext => ({
  merchantDir: dir,
  knownMerchants: ["acme", "royal", "sunrise"],
});

function problems(changes: Partial<MerchantConfig>, ruleContext = context()) {
  return crossFieldProblems({ ...base, ...changes }, ruleContext);
}

describe("crossFieldProblems", () => {
  it("finds nothing wrong with a consistent config", () => {
    expect(problems({})).toEqual([]);
  });

  describe("default language", () => {
    it("must be one of the supported languages", () => {
      expect(problems({ languages: { supported: ["EN", "TH"], default: "CN" } })).toEqual([
        {
          pointer: "/languages/default",
          message:
            'is "CN", which is not in /languages/supported ("EN", "TH"); add it there or choose one of those',
        },
      ]);
    });

    it("passes when it is supported", () => {
      expect(problems({ languages: { supported: ["EN", "TH"], default: "TH" } })).toEqual([]);
    });
  });

  describe("Geetest", () => {
    it("GEETEST3 needs an id, reported where the id goes", () => {
      const expected = [
        {
          pointer: "/geetest/id",
          message:
            "is required because /features/GEETEST3 is on: the slider captcha cannot load without its Geetest id; " +
            "add the id or switch GEETEST3 off",
        },
      ];
      expect(problems({ features: { GEETEST3: true } })).toEqual(expected);
      expect(problems({ features: { GEETEST3: true }, geetest: { version: "v4" } })).toEqual(expected);
      expect(problems({ features: { GEETEST3: true }, geetest: { id: "  " } })).toEqual(expected);
    });

    it("GEETEST3 with an id, or switched off, passes", () => {
      expect(problems({ features: { GEETEST3: true }, geetest: { id: "abc123" } })).toEqual([]);
      expect(problems({ features: { GEETEST3: false } })).toEqual([]);
    });

    it("GEETESTVCODE3 needs version v4, whether v3 is written or left to the default", () => {
      expect(problems({ features: { GEETESTVCODE3: true }, geetest: { id: "abc", version: "v3" } })).toEqual([
        {
          pointer: "/geetest/version",
          message:
            'must be "v4" because /features/GEETESTVCODE3 is on (the SMS captcha works only with Geetest v4); it is "v3"',
        },
      ]);
      expect(problems({ features: { GEETESTVCODE3: true } })).toEqual([
        {
          pointer: "/geetest/version",
          message:
            'must be "v4" because /features/GEETESTVCODE3 is on (the SMS captcha works only with Geetest v4); ' +
            'it is not set, so "v3" is used',
        },
      ]);
    });

    it("GEETESTVCODE3 with v4 passes", () => {
      expect(problems({ features: { GEETESTVCODE3: true }, geetest: { id: "abc", version: "v4" } })).toEqual(
        [],
      );
    });
  });

  describe("stand-in and loopback addresses", () => {
    it("refuses the reference backend's stand-ins, at each field, however they are written", () => {
      const found = problems({
        geetest: { id: "abc", version: "v3", scriptUrl: "/__dev/geetest/gt.js" },
        tracking: {
          facebookPixelId: "1",
          sources: { facebook: "https://cdn.acme.example/__dev/ad-networks/facebook.js" },
        },
      });
      expect(found.map((problem) => problem.pointer)).toEqual([
        "/geetest/scriptUrl",
        "/tracking/sources/facebook",
      ]);
      expect(found[0]?.message).toMatch(/stand-in .*only its development and test modes serve/);
    });

    it("refuses an address on the member's own device: localhost, *.localhost, 127.x, ::1", () => {
      const found = problems({
        api: { origin: "http://127.0.0.1:8080", domains: ["m.acme.localhost", "m.acme.example"] },
        banners: { lead: "https://localhost/banner.png" },
        customerService: [
          { csType: "LIVECHAT", csPosition: 1, title: "Chat", url: "http://[::1]:3000/chat", labelIds: [] },
        ],
      });
      expect(found.map((problem) => problem.pointer)).toEqual([
        "/api/origin",
        "/api/domains/0",
        "/banners/lead",
        "/customerService/0/url",
      ]);
      expect(found[0]?.message).toMatch(/"127\.0\.0\.1", which on a member's phone is the phone itself/);
    });

    it("refuses an Auth emulator, local or shared, once: it is test setup, which no build may carry", () => {
      for (const authEmulatorUrl of ["http://127.0.0.1:9099", "http://emulator.acme.example:9099"]) {
        const found = problems({ firebase: { apiKey: "k", projectId: "p", authEmulatorUrl } });
        expect(found.map((problem) => problem.pointer)).toEqual(["/firebase/authEmulatorUrl"]);
        expect(found[0]?.message).toMatch(/test setup, never a merchant's: .*app verification/);
      }
    });

    it("refuses an address for Google's one-tap script, whatever it is: Google serves it only itself", () => {
      for (const googleIdentityScriptUrl of [
        "https://cdn.acme.example/gsi/client",
        "/__dev/google-identity/client.js",
      ]) {
        const found = problems({ firebase: { apiKey: "k", projectId: "p", googleIdentityScriptUrl } });
        expect(found.map((problem) => problem.pointer)).toEqual(["/firebase/googleIdentityScriptUrl"]);
        expect(found[0]?.message).toMatch(/test setup, never a merchant's: Google's one-tap script/);
      }
    });

    it("passes real addresses and paths on the merchant's own origin", () => {
      expect(
        problems({
          geetest: { id: "abc", version: "v4", scriptUrl: "https://captcha.acme.example/gt4.js" },
          tracking: { kwaiPixelId: "K", sources: { kwai: "/proxy/kwai.js" } },
          banners: { lead: "/wps/demo/banner/acme/1.svg" },
          firebase: { apiKey: "k", projectId: "p" },
        }),
      ).toEqual([]);
    });
  });

  describe("shortcuts", () => {
    it("a REDIRECT_URL shortcut needs its externalLink, at that item", () => {
      const shortcuts = [
        { redirect: "DEPOSIT" as const },
        { redirect: "REDIRECT_URL" as const, label: "Promo" },
      ];
      expect(problems({ shortcuts })).toEqual([
        {
          pointer: "/shortcuts/1/externalLink",
          message:
            'is required because /shortcuts/1/redirect is "REDIRECT_URL": it is the address the shortcut opens',
        },
      ]);
    });

    it("passes with a link, and other kinds need none", () => {
      const shortcuts = [
        { redirect: "REDIRECT_URL" as const, externalLink: "https://acme.example/promo" },
        { redirect: "REGISTER" as const },
      ];
      expect(problems({ shortcuts })).toEqual([]);
    });
  });

  describe("in-app logo", () => {
    it("takes an http(s) address or a path on the site, and refuses another scheme", () => {
      expect(problems({ mobileTemplate: { image_logo: "https://cdn.acme.example/logo.png" } })).toEqual([]);
      expect(problems({ mobileTemplate: { image_logo: "/m/brand/live.png" } })).toEqual([]);
      expect(problems({ mobileTemplate: { image_logo: "javascript:alert(1)" } })).toEqual([
        {
          pointer: "/mobileTemplate/image_logo",
          message: expect.stringContaining("is not an http(s) address or a path"),
        },
      ]);
    });
  });

  describe("the native shell's version pattern", () => {
    it("must compile, with a clear message at its pointer", () => {
      expect(problems({ nativeApp: { versionPattern: "MyApp/(\\d+" } })).toEqual([
        {
          pointer: "/nativeApp/versionPattern",
          message: expect.stringMatching(
            /^is not a regular expression \(.+\); write it as JavaScript's RegExp reads it/,
          ),
        },
      ]);
    });

    it("must have a capture group for the version", () => {
      expect(problems({ nativeApp: { versionPattern: "MyApp/\\d+(?:\\.\\d+)*" } })).toEqual([
        {
          pointer: "/nativeApp/versionPattern",
          message: expect.stringContaining("has no capture group"),
        },
      ]);
    });

    it("passes with a group, and when unset", () => {
      expect(problems({ nativeApp: { versionPattern: "MyApp/(\\d+(?:\\.\\d+)*)" } })).toEqual([]);
      expect(problems({ nativeApp: {} })).toEqual([]);
    });
  });

  describe("VIP labels", () => {
    const vipLabels = [
      { id: 1, name: "Silver" },
      { id: 2, name: "Gold" },
    ];
    const entry = { csType: "LIVECHAT" as const, title: "Chat", url: "https://chat.example/" };

    it("customer-service label ids must name a label, at the id, listing the known ids", () => {
      expect(problems({ vipLabels, customerService: [entry, { ...entry, labelIds: [2, 7] }] })).toEqual([
        {
          pointer: "/customerService/1/labelIds/1",
          message:
            "is 7, which is not an id in /vipLabels (known: 1, 2); add the label there or remove this id",
        },
      ]);
    });

    it("says so when no labels are defined at all", () => {
      expect(problems({ customerService: [{ ...entry, labelIds: [1] }] })).toEqual([
        {
          pointer: "/customerService/0/labelIds/0",
          message:
            "is 1, which is not an id in /vipLabels (it defines no labels); add the label there or remove this id",
        },
      ]);
    });

    it("passes when every id names a label", () => {
      expect(problems({ vipLabels, customerService: [{ ...entry, labelIds: [1, 2] }, entry] })).toEqual([]);
    });

    it("label ids must be unique, reported at the repeat", () => {
      expect(problems({ vipLabels: [...vipLabels, { id: 1, name: "Bronze" }] })).toEqual([
        {
          pointer: "/vipLabels/2/id",
          message: "repeats the id of /vipLabels/0 (1); each label needs its own id",
        },
      ]);
    });
  });

  describe("mini-game", () => {
    it("both variants on is contradictory", () => {
      expect(problems({ features: { LOTTMINIGAME3: true, SEALOTTMINIGAME3: true } })).toEqual([
        {
          pointer: "/features/SEALOTTMINIGAME3",
          message:
            "cannot be on together with /features/LOTTMINIGAME3: the lottery mini-game has one variant " +
            "(LOTTMINIGAME3 is v1, SEALOTTMINIGAME3 is s1); switch one of them off",
        },
      ]);
    });

    it("either variant alone passes", () => {
      expect(problems({ features: { LOTTMINIGAME3: true } })).toEqual([]);
      expect(problems({ features: { LOTTMINIGAME3: false, SEALOTTMINIGAME3: true } })).toEqual([]);
    });
  });

  describe("assets", () => {
    it("the logo file must exist in the merchant's folder", () => {
      const dir = merchantDir({});
      expect(problems({}, context(dir))).toEqual([
        { pointer: "/assets/logo", message: `names "assets/logo.svg", which does not exist in ${dir}` },
      ]);
    });

    it("the logo must be inside the merchant's folder", () => {
      expect(problems({ assets: { logo: "../royal/assets/logo.svg" } })).toEqual([
        {
          pointer: "/assets/logo",
          message: `must be a path inside the merchant's folder, got "../royal/assets/logo.svg"`,
        },
      ]);
    });

    it("the logo must be an SVG by content, not just by name", () => {
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(problems({}, context(merchantDir({ "assets/logo.svg": png })))).toEqual([
        {
          pointer: "/assets/logo",
          message: 'names "assets/logo.svg", which is not an SVG: it is a PNG image',
        },
      ]);
      const html = "<!DOCTYPE html><html><body>Not found</body></html>";
      expect(problems({}, context(merchantDir({ "assets/logo.svg": html })))).toEqual([
        {
          pointer: "/assets/logo",
          message: 'names "assets/logo.svg", which is not an SVG: its root element is <html>, not <svg>',
        },
      ]);
      expect(problems({}, context(merchantDir({ "assets/logo.svg": "" })))[0]?.message).toBe(
        'names "assets/logo.svg", which is not an SVG: the file is empty',
      );
    });

    it("accepts an SVG with an XML declaration, comments and a doctype before the root", () => {
      const svg = `\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n${SVG}`;
      expect(problems({}, context(merchantDir({ "assets/logo.svg": svg })))).toEqual([]);
    });

    it("a folder is not a logo", () => {
      expect(problems({ assets: { logo: "assets" as "assets.svg" } })).toEqual([
        { pointer: "/assets/logo", message: 'names "assets", which is a folder, not a file' },
      ]);
    });
  });

  describe("extends", () => {
    it("must name a known merchant, with a suggestion", () => {
      expect(problems({ extends: "royl" })).toEqual([
        { pointer: "/extends", message: 'names "royl", which is not a merchant; did you mean "royal"?' },
      ]);
    });

    it("passes when it names another known merchant", () => {
      expect(problems({ extends: "royal" })).toEqual([]);
    });
  });

  describe("theme contrast", () => {
    it("text the same colour as the background is unreadable, reported at /theme/text", () => {
      const theme = { ...base.theme, text: "#FFFFFF", background: "#FFFFFF", surface: "#FFFFFF" };
      const found = problems({ theme });
      expect(found.length).toBeGreaterThan(0);
      expect(found[0]).toMatchObject({ pointer: "/theme/text" });
      expect(found[0]?.message).toMatch(/contrast 1:1, below the WCAG AA minimum of 4\.5:1/);
    });

    it("a readable theme passes", () => {
      expect(problems({ theme: base.theme })).toEqual([]);
    });

    it("leaves a malformed colour to the schema instead of throwing", () => {
      expect(problems({ theme: { ...base.theme, text: "black" } })).toEqual([]);
    });
  });
});

describe("extendsProblems", () => {
  const known = ["acme", "royal", "sunrise", "lite"];

  it("finds nothing wrong with no base, or a base that extends nothing", () => {
    expect(extendsProblems("acme", undefined, undefined, known)).toEqual([]);
    expect(extendsProblems("acme", "royal", undefined, known)).toEqual([]);
  });

  it("an unknown base, with a suggestion or the list of merchants", () => {
    expect(extendsProblems("acme", "sunrse", undefined, known)).toEqual([
      { pointer: "/extends", message: 'names "sunrse", which is not a merchant; did you mean "sunrise"?' },
    ]);
    expect(extendsProblems("acme", "zzz", undefined, known)).toEqual([
      { pointer: "/extends", message: 'names "zzz", which is not a merchant (known: royal, sunrise, lite)' },
    ]);
    expect(extendsProblems("acme", "zzz", undefined, ["acme"])).toEqual([
      { pointer: "/extends", message: 'names "zzz", which is not a merchant (there are no other merchants)' },
    ]);
  });

  it("the merchant itself", () => {
    expect(extendsProblems("acme", "acme", undefined, known)).toEqual([
      {
        pointer: "/extends",
        message:
          'names this merchant itself ("acme"); name another merchant as the base, or remove "extends"',
      },
    ]);
  });

  it("a base that extends another (one level only)", () => {
    expect(extendsProblems("acme", "lite", "royal", known)).toEqual([
      {
        pointer: "/extends",
        message:
          'names "lite", which itself extends "royal"; a base may not extend another (one level only) — ' +
          'extend "royal" directly or copy the settings you need',
      },
    ]);
  });

  it("a base that extends this merchant back", () => {
    expect(extendsProblems("acme", "lite", "acme", known)).toEqual([
      {
        pointer: "/extends",
        message:
          'names "lite", which extends this merchant in turn; a merchant and its base cannot extend each other — ' +
          'remove "extends" from one of them',
      },
    ]);
  });
});
