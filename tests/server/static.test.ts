import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db";
import { type Reply, type RunningServer, startServer } from "./harness";

// Serving files never touches the database; a stand-in spares this file the database start-up.
const noDatabase = {} as Database;

let dist: string;
let server: RunningServer;

function write(path: string, content: string) {
  const file = join(dist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "wl-dist-"));
  write("royal/m/index.html", "<!doctype html><title>royal shell</title>");
  write("royal/m/assets/index-3f9a1c.js", "console.log('royal app')");
  write("royal/m/sw.js", "self.addEventListener('install', () => {})");
  write("royal/m/brand/logo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  write("sunrise/m/index.html", "<!doctype html><title>sunrise shell</title>");
  write("outside.txt", "not part of any bundle");
  server = await startServer({ db: noDatabase, distDir: dist, defaultMerchant: "royal" });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** GET with a chosen Host header (fetch cannot set one). */
function get(path: string, host?: string): Promise<Reply> {
  return server.call(path, host ? { headers: { host } } : {});
}

describe("serving the built front end", () => {
  it("falls back to index.html for routes, aliases and missing pages", async () => {
    for (const path of [
      "/",
      "/m",
      "/m/",
      "/m/home",
      "/m/index",
      "/m/member/home",
      "/m/register.html",
      "/m/home?r=1",
    ]) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers["content-type"], path).toMatch(/^text\/html/);
      expect(reply.text, path).toContain("royal shell");
      expect(reply.headers["cache-control"], path).toBe("no-cache");
    }
  });

  it("serves hashed assets for a year and everything else with revalidation", async () => {
    const asset = await get("/m/assets/index-3f9a1c.js");
    expect(asset.status).toBe(200);
    expect(asset.text).toBe("console.log('royal app')");
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const logo = await get("/m/brand/logo.svg");
    expect(logo.status).toBe(200);
    expect(logo.headers["cache-control"]).toBe("no-cache");

    const index = await get("/m/index.html");
    expect(index.text).toContain("royal shell");
    expect(index.headers["cache-control"]).toBe("no-cache");
  });

  it("tells the browser to send no more than the origin as referrer, on every answer", async () => {
    for (const path of [
      "/m/home?token=t",
      "/m/assets/index-3f9a1c.js",
      "/m/missing.js",
      "/wps/system/status",
    ]) {
      expect((await get(path)).headers["referrer-policy"], path).toBe("strict-origin");
    }
  });

  it("answers a missing file with an extension with a plain 404, not the page", async () => {
    for (const path of ["/m/assets/nope.js", "/m/brand/missing.png"]) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.text, path).not.toContain("shell");
    }
  });

  it("never serves a file outside the bundle folder", async () => {
    for (const path of ["/m/..%2f..%2foutside.txt", "/m/%2e%2e/%2e%2e/outside.txt", "/m/../../outside.txt"]) {
      const reply = await get(path);
      expect(reply.text, path).not.toContain("not part of any bundle");
    }
  });

  it("picks the merchant from a <code>.localhost host name, else the default", async () => {
    const port = new URL(server.origin).port;
    expect((await get("/m/home", `sunrise.localhost:${port}`)).text).toContain("sunrise shell");
    expect((await get("/m/home", "sunrise.localhost")).text).toContain("sunrise shell");
    expect((await get("/m/home", `royal.localhost:${port}`)).text).toContain("royal shell");
    expect((await get("/m/home", `nobody.localhost:${port}`)).text).toContain("royal shell");
    expect((await get("/m/home", `localhost:${port}`)).text).toContain("royal shell");
    // Each merchant sees only its own files.
    expect((await get("/m/assets/index-3f9a1c.js", `sunrise.localhost:${port}`)).status).toBe(404);
  });

  it("answers 503 with the build command when the merchant's bundle is missing", async () => {
    const empty = mkdtempSync(join(tmpdir(), "wl-dist-empty-"));
    const unbuilt = await startServer({ db: noDatabase, distDir: empty, defaultMerchant: "sunrise" });
    try {
      const reply = await unbuilt.call("/m/home");
      expect(reply.status).toBe(503);
      expect(reply.text).toContain("npm run build -- --merchant sunrise");
    } finally {
      await unbuilt.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe("a browser that asks for no service worker (the WebKit journeys' cookie)", () => {
  const withCookie = { headers: { cookie: "wl-test-scope=e2e-0; wl-test-no-service-worker=1" } };

  it("gets a 404 for sw.js in test mode, and the worker otherwise", async () => {
    expect((await server.call("/m/sw.js", withCookie)).status).toBe(404);
    expect((await server.call("/m/sw.js")).status).toBe(200);
    // Nothing else is refused to it.
    expect((await server.call("/m/assets/index-3f9a1c.js", withCookie)).status).toBe(200);
  });

  it("is not heard in production", async () => {
    const production = await startServer({
      db: noDatabase,
      distDir: dist,
      defaultMerchant: "royal",
      mode: "production",
    });
    try {
      expect((await production.call("/m/sw.js", withCookie)).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
