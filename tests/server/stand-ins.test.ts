/**
 * The third parties' stand-ins are routed by the reference server (server/dev/stand-ins.ts), never
 * written in a merchant file: in development and test mode each page's embedded config names them,
 * in production the page goes out as built.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { AD_NETWORKS } from "../../engine/tracking/network";
import { listMerchantCodes, loadMerchant } from "../../scripts/lib/merchants";
import { runtimeConfig, stampHtml } from "../../scripts/lib/stamp-html";
import type { Database } from "../../server/db";
import {
  AUTH_EMULATOR,
  GOOGLE_IDENTITY_STAND_IN,
  pageWithStandIns,
  withStandIns,
} from "../../server/dev/stand-ins";
import { type RunningServer, startServer } from "./harness";

const royal = loadMerchant("royal").config;
const lite = loadMerchant("lite").config;
const sahara = loadMerchant("sahara").config;

describe("routing a merchant's third parties to their stand-ins", () => {
  it("points every ad network the merchant has an id for at its stand-in script or postback", () => {
    const sources = withStandIns(royal).tracking?.sources ?? {};
    // royal sets an id for every network.
    expect(Object.keys(sources).sort()).toEqual([...AD_NETWORKS].sort());
    expect(sources.facebook).toBe("/__dev/ad-networks/facebook.js");
    expect(sources.voluum).toBe("/__dev/ad-networks/voluum/postback");
  });

  it("leaves out the networks without an id, and a merchant without any", () => {
    const tracking = { kwaiPixelId: "KW-1" };
    expect(withStandIns({ ...royal, tracking }).tracking).toEqual({
      kwaiPixelId: "KW-1",
      sources: { kwai: "/__dev/ad-networks/kwai.js" },
    });
    expect(withStandIns(lite).tracking?.sources).toBeUndefined();
  });

  it("replaces a merchant's own source too: nothing outside this machine is reached", () => {
    const tracking = { ...royal.tracking, sources: { facebook: "https://px.royal.example/fb.js" } };
    expect(withStandIns({ ...royal, tracking }).tracking?.sources?.facebook).toBe(
      "/__dev/ad-networks/facebook.js",
    );
  });

  it("serves geetest's captcha of the merchant's version, only to a merchant with a geetest id", () => {
    expect(withStandIns(royal).geetest).toEqual({ ...royal.geetest, scriptUrl: "/__dev/geetest/gt.js" });
    const v4 = { ...royal, geetest: { id: "x", version: "v4" as const } };
    expect(withStandIns(v4).geetest?.scriptUrl).toBe("/__dev/geetest/gt4.js");
    // sahara's geetest block (from the defaults) has no id: the app starts no captcha there.
    expect(withStandIns(sahara).geetest).toEqual(sahara.geetest);
  });

  it("connects firebase's sign-in to the emulator firebase.json starts, for a merchant with firebase", () => {
    const { host, port } = JSON.parse(readFileSync("firebase.json", "utf8")).emulators.auth;
    expect(AUTH_EMULATOR).toBe(`http://${host}:${port}`);
    expect(withStandIns(royal).firebase).toEqual({ ...royal.firebase, authEmulatorUrl: AUTH_EMULATOR });
    expect(withStandIns(sahara).firebase).toBeUndefined();
  });

  it("plays Google's one-tap script where Google sign-in has a web client id, and only there", () => {
    const google = { ...royal, auth: { ...royal.auth, socialChannels: ["google" as const] } };
    const withClient = { ...google, firebase: { apiKey: "k", projectId: "p", googleWebClientId: "1.apps" } };
    expect(withStandIns(withClient).firebase?.googleIdentityScriptUrl).toBe(GOOGLE_IDENTITY_STAND_IN);
    const withoutClient = { ...google, firebase: { apiKey: "k", projectId: "p" } };
    expect(withStandIns(withoutClient).firebase?.googleIdentityScriptUrl).toBeUndefined();
    const withoutGoogle = { ...withClient, auth: { ...royal.auth, socialChannels: ["facebook" as const] } };
    expect(withStandIns(withoutGoogle).firebase?.googleIdentityScriptUrl).toBeUndefined();
  });

  it("finds no stand-in or loopback address in any sample merchant's own file", () => {
    for (const code of listMerchantCodes()) {
      const text = JSON.stringify(loadMerchant(code).config);
      expect(text, code).not.toContain("/__dev/");
      expect(text, code).not.toMatch(/127\.0\.0\.1|localhost/);
    }
  });

  it("rewrites only the page's embedded config, so that it still cannot close its script element", () => {
    const config: MerchantConfig = { ...royal, name: "</script><b>Royal" };
    const template =
      '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><!--wl:head--></head><body><!--wl:shell--></body></html>';
    const page = stampHtml(template, config);
    const routed = pageWithStandIns(page);
    expect(routed.replace(/<script id="merchant-config"[\s\S]*?<\/script>/, "")).toBe(
      page.replace(/<script id="merchant-config"[\s\S]*?<\/script>/, ""),
    );
    const embedded = /<script id="merchant-config" type="application\/json">([\s\S]*?)<\/script>/.exec(
      routed,
    )?.[1];
    expect(embedded).not.toContain("</script>");
    expect(JSON.parse(embedded ?? "")).toEqual(withStandIns(runtimeConfig(config)));
    expect(pageWithStandIns("<!doctype html><title>no config</title>")).toBe(
      "<!doctype html><title>no config</title>",
    );
  });
});

describe("the page as the reference server serves it", () => {
  const noDatabase = {} as Database;
  let dist: string;
  let development: RunningServer;
  let production: RunningServer;
  const built = stampHtml(
    '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><!--wl:head--></head><body><!--wl:shell--></body></html>',
    royal,
  );
  const embedded = (html: string) =>
    JSON.parse(
      /<script id="merchant-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "",
    );

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "wl-dist-stand-ins-"));
    const file = join(dist, "royal/m/index.html");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, built);
    development = await startServer({
      db: noDatabase,
      distDir: dist,
      defaultMerchant: "royal",
      mode: "development",
    });
    production = await startServer({
      db: noDatabase,
      distDir: dist,
      defaultMerchant: "royal",
      mode: "production",
    });
  });

  afterAll(async () => {
    await development?.close();
    await production?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("names the stand-ins in development (and test) mode, on every route the app answers", async () => {
    for (const path of ["/m/home", "/m/", "/m/index.html"]) {
      const reply = await development.call(path);
      expect(reply.headers["content-type"], path).toMatch(/^text\/html/);
      expect(embedded(reply.text), path).toEqual(withStandIns(runtimeConfig(royal)));
    }
  });

  it("goes out as built in production mode", async () => {
    const reply = await production.call("/m/home");
    expect(reply.text).toBe(built);
    expect(embedded(reply.text).tracking.sources).toBeUndefined();
  });
});
