/**
 * The build as an operator runs it, into a temporary folder: every sample merchant plus one
 * broken one. Each sample's HTML, manifest and icons must say what its config says; the broken
 * one must fail alone, with the validator's lines, and turn the exit code red.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { APPLE_TOUCH_ICON_SIZE, PWA_ICON_SIZES, PWA_SPLASH_SIZES } from "../../engine/constants";
import { listMerchantCodes, loadMerchant, MERCHANTS_DIR, ROOT } from "../../scripts/lib/merchants";
import { VALID_MERCHANT } from "./valid-merchant";

const samples = listMerchantCodes(MERCHANTS_DIR);
let work: string;
let dist: string;
let run: { code: number; stdout: string; stderr: string };

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "wl-build-"));
  const merchants = join(work, "merchants");
  cpSync(MERCHANTS_DIR, merchants, { recursive: true });
  cpSync(join(MERCHANTS_DIR, samples[0] as string, "assets"), join(merchants, "broken/assets"), {
    recursive: true,
  });
  const broken = { ...VALID_MERCHANT, code: "broken", theme: { ...VALID_MERCHANT.theme, primary: "red" } };
  writeFileSync(join(merchants, "broken/merchant.json"), JSON.stringify(broken, null, 2));
  dist = join(work, "dist");
  // A child process, as `npm run build` is: vitest's own Vite settings must not leak into the build.
  const env = { ...process.env, VITEST: undefined, NODE_ENV: undefined };
  run = await new Promise((resolve) => {
    execFile(
      join(ROOT, "node_modules/.bin/tsx"),
      ["scripts/build.ts", "--merchant", "all", "--merchants-dir", merchants, "--out", dist],
      { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const read = (code: string, file: string) => readFileSync(join(dist, code, "m", file), "utf8");
const pixels = async (code: string, file: string) => {
  const { width, height, format } = await sharp(join(dist, code, "m", file)).metadata();
  return { width, height, format };
};

describe("a broken merchant", () => {
  it("is not built, prints the validator's lines, and the exit code says so", () => {
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("✗ broken: not built");
    expect(run.stderr).toMatch(/broken\/merchant\.json:\d+:\d+ \/theme\/primary /);
    expect(existsSync(join(dist, "broken"))).toBe(false);
  });

  it("does not stop the others", () => {
    for (const code of samples) expect(existsSync(join(dist, code, "m/index.html")), code).toBe(true);
  });
});

describe.each(samples)("merchant %s", (code) => {
  const config: MerchantConfig = loadMerchant(code).config;
  const pwa = config.pwa;

  it("index.html names the app, links the manifest, the touch icon and the 10 launch images", () => {
    const html = read(code, "index.html");
    expect(html).toContain(`<title>${pwa.title}</title>`);
    expect(html).toContain(`<meta name="theme-color" content="${config.theme.primary}" />`);
    expect(html).toContain('<link rel="manifest" href="/m/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/m/icons/apple-touch-icon.png" />');
    expect(html).toContain(
      `<meta name="apple-mobile-web-app-title" content="${pwa.shortName ?? pwa.title}" />`,
    );
    expect(html.match(/rel="apple-touch-startup-image"/g)).toHaveLength(PWA_SPLASH_SIZES.length);
  });

  it("the manifest says what the config says", () => {
    const manifest = JSON.parse(read(code, "manifest.webmanifest"));
    expect(manifest).toMatchObject({
      name: pwa.title,
      short_name: pwa.shortName ?? pwa.title,
      display: "standalone",
      orientation: "portrait",
      scope: "/m/",
      start_url: "/m/home",
      theme_color: pwa.themeColor,
      background_color: pwa.backgroundColor,
    });
    expect(manifest.icons.filter((icon: { purpose: string }) => icon.purpose === "maskable")).toHaveLength(1);
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(PWA_ICON_SIZES.map((size) => `${size}x${size}`)),
    );
  });

  it("every icon the manifest lists is a PNG of the size it claims", async () => {
    const manifest = JSON.parse(read(code, "manifest.webmanifest"));
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(await pixels(code, icon.src.replace("/m/", "")), icon.src).toEqual({
        width,
        height,
        format: "png",
      });
    }
    expect(await pixels(code, "icons/apple-touch-icon.png")).toEqual({
      width: APPLE_TOUCH_ICON_SIZE,
      height: APPLE_TOUCH_ICON_SIZE,
      format: "png",
    });
  });

  it("each launch image matches the screen its media query names, on the background colour", async () => {
    const html = read(code, "index.html");
    const links = [
      ...html.matchAll(
        /device-width: (\d+)px\) and \(device-height: (\d+)px\) and \(-webkit-device-pixel-ratio: (\d)\)[^"]*" href="\/m\/([^"]+)"/g,
      ),
    ];
    expect(links).toHaveLength(PWA_SPLASH_SIZES.length);
    for (const [, width, height, ratio, file] of links) {
      const image = sharp(join(dist, code, "m", file as string));
      const { width: w, height: h } = await image.metadata();
      expect([w, h], file).toEqual([Number(width) * Number(ratio), Number(height) * Number(ratio)]);
      const corner = (
        await image.extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer()
      ).subarray(0, 3);
      expect(`#${corner.toString("hex").toUpperCase()}`, file).toBe(pwa.backgroundColor?.toUpperCase());
    }
  });

  it("carries its validated config and theme, and an asset manifest whose hash index.html knows", () => {
    expect(JSON.parse(read(code, "config.json")).pwa).toEqual(pwa);
    expect(read(code, "theme.css")).toContain(config.theme.primary);
    const assets = JSON.parse(read(code, "asset-manifest.json"));
    expect(read(code, "index.html")).toContain(`<meta name="wl-asset-hash" content="${assets.hash}" />`);
  });

  it("index.html starts the entry script from the shell's loader, with nothing fetched ahead of the shell", () => {
    const html = read(code, "index.html");
    const assets = JSON.parse(read(code, "asset-manifest.json"));
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(`import("/m/${assets.entrypoints[0]}")`);
  });

  it("sw.js precaches the merchant's page, the entry script and its languages' texts, and not another language's", () => {
    const worker = read(code, "sw.js");
    const assets = JSON.parse(read(code, "asset-manifest.json"));
    expect(worker).toContain('"url":"/m/index.html"');
    expect(worker).toContain(`"url":"/m/${assets.entrypoints[0]}"`);
    expect(worker).not.toContain("self.__WB_MANIFEST");
    const unused = ["ar", "bn", "km"].filter(
      (language) => !config.languages.supported.includes(language.toUpperCase() as never),
    );
    for (const language of unused)
      expect(worker).not.toMatch(new RegExp(`/m/assets/${language}-[\\w-]+\\.js`));
    // A route opened offline needs its texts: each language's core and its parts (the money part here).
    for (const language of [...config.languages.supported, "EN"].map((code) => code.toLowerCase())) {
      expect(worker, `${language}'s core texts`).toMatch(new RegExp(`/m/assets/${language}-[\\w-]+\\.js`));
      expect(worker, `${language}'s money texts`).toMatch(
        new RegExp(`/m/assets/${language}\\.money-[\\w-]+\\.js`),
      );
    }
  });
});
