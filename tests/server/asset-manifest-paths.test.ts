import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db";
import { type RunningServer, startServer } from "./harness";

// The manifest and its override never touch the database.
const noDatabase = {} as Database;
let dist: string;
let server: RunningServer;

function write(path: string, content: string) {
  const file = join(dist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "wl-manifest-"));
  write("royal/m/index.html", "<!doctype html><title>royal shell</title>");
  write("royal/m/asset-manifest.json", JSON.stringify({ hash: "royal-build-1", files: ["index.html"] }));
  write("sunrise/m/index.html", "<!doctype html><title>sunrise shell</title>");
  server = await startServer({ db: noDatabase, distDir: dist, defaultMerchant: "royal" });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const PATHS = ["/m/asset-manifest.json", "/mobile/mc/asset-manifest.json"];

describe("the asset manifest at both of its addresses (spec §7)", () => {
  it("answers the same document, never cached, with a timestamp query", async () => {
    for (const path of PATHS) {
      const reply = await server.call(`${path}?timestamp=1700000000000`);
      expect(reply.status, path).toBe(200);
      expect(reply.json, path).toEqual({ hash: "royal-build-1", files: ["index.html"] });
      expect(reply.headers["cache-control"], path).toBe("no-cache");
    }
  });

  it("both follow the deploy override, and drop it together", async () => {
    const set = (hash: string | null) =>
      server.call("/__dev/asset-manifest", { method: "POST", body: { merchant: "royal", hash } });
    expect((await set("royal-build-2")).status).toBe(200);
    for (const path of PATHS) expect((await server.call(path)).json.hash, path).toBe("royal-build-2");
    await set(null);
    for (const path of PATHS) expect((await server.call(path)).json.hash, path).toBe("royal-build-1");
  });

  it("is a plain 404 for a merchant whose build has no manifest, not the page", async () => {
    const reply = await server.call("/mobile/mc/asset-manifest.json", {
      headers: { host: "sunrise.localhost" },
    });
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain("shell");
  });
});
