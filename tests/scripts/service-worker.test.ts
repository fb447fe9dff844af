/**
 * One merchant's sw.js from a compiled worker in a temporary folder: it precaches exactly the
 * files it is given, with a revision for a file whose name does not change with its content, and
 * names a listed file that is not there.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeServiceWorker } from "../../scripts/lib/pwa/service-worker";

const work = mkdtempSync(join(tmpdir(), "wl-sw-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const compiled = join(work, "compiled-sw.js");
writeFileSync(compiled, "precacheAndRoute(self.__WB_MANIFEST);");

function merchantFolder(name: string, files: Record<string, string>): string {
  const out = join(work, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(out, file, ".."), { recursive: true });
    writeFileSync(join(out, file), content);
  }
  return out;
}

/** The list the worker was given, as it reads it. */
function precached(out: string): Array<{ url: string; revision?: string | null }> {
  const worker = readFileSync(join(out, "sw.js"), "utf8");
  return JSON.parse(worker.slice("precacheAndRoute(".length, -");".length));
}

describe("writeServiceWorker", () => {
  it("precaches the listed files and no other, index.html with a revision", async () => {
    const out = merchantFolder("listed", {
      "index.html": "<html></html>",
      "assets/home-AbC123.js": "home()",
      "assets/unlisted-XyZ789.js": "unlisted()",
    });
    const report = await writeServiceWorker(compiled, out, ["index.html", "assets/home-AbC123.js"]);
    expect(report).toMatchObject({ count: 2, warnings: [] });
    const entries = precached(out);
    expect(entries.map((entry) => entry.url).sort()).toEqual(["/m/assets/home-AbC123.js", "/m/index.html"]);
    expect(entries.find((entry) => entry.url === "/m/index.html")?.revision).toMatch(/^[0-9a-f]{32}$/);
    // A hashed file's name is its revision: a second one would only make sw.js change more often.
    expect(entries.find((entry) => entry.url === "/m/assets/home-AbC123.js")?.revision ?? null).toBeNull();
  });

  it("takes a list of one file", async () => {
    const out = merchantFolder("one", { "index.html": "<html></html>" });
    expect(await writeServiceWorker(compiled, out, ["index.html"])).toMatchObject({ count: 1, warnings: [] });
  });

  it("takes file names with glob syntax in them as they are", async () => {
    const out = merchantFolder("odd", {
      "index.html": "<html></html>",
      "icons/a,b {1}.png": "png",
      "icons/a.png": "png",
    });
    const report = await writeServiceWorker(compiled, out, ["index.html", "icons/a,b {1}.png"]);
    expect(report).toMatchObject({ count: 2, warnings: [] });
    expect(
      precached(out)
        .map((entry) => entry.url)
        .sort(),
    ).toEqual(["/m/icons/a,b {1}.png", "/m/index.html"]);
  });

  it("names a listed file that is not there", async () => {
    const out = merchantFolder("missing", { "index.html": "<html></html>" });
    const report = await writeServiceWorker(compiled, out, ["index.html", "manifest.webmanifest"]);
    expect(report.count).toBe(1);
    expect(report.warnings).toEqual([expect.stringContaining("manifest.webmanifest")]);
  });
});
