import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILED_DIR, MESSAGES_DIR } from "../../scripts/lib/i18n-compile";
import { ROOT } from "../../scripts/lib/paths";

/** The project's own vite.config.ts, serving a scratch root so the real catalogues stay untouched. */
describe("the dev server's message compile", () => {
  const root = mkdtempSync(join(tmpdir(), "wl-dev-messages-"));
  const source = (file: string) => join(root, MESSAGES_DIR, file);
  const compiled = (file: string) => join(root, COMPILED_DIR, file);
  const read = (file: string) => JSON.parse(readFileSync(compiled(file), "utf8"));
  let server: ViteDevServer;

  const eventually = async (check: () => void) => {
    const deadline = Date.now() + 8_000;
    for (;;) {
      try {
        return check();
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };

  beforeAll(async () => {
    writeFileSync(join(root, "package.json"), "{}");
    symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"));
    mkdirSync(join(root, MESSAGES_DIR), { recursive: true });
    writeFileSync(source("en.json"), JSON.stringify({ a: "A" }));
    process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
    server = await createServer({
      configFile: join(ROOT, "vite.config.ts"),
      root,
      logLevel: "silent",
      server: { port: 0, host: "127.0.0.1" },
    });
    await server.listen();
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("compiles when the server starts", () => {
    expect(read("en.json")).toEqual({ a: [{ type: 0, value: "A" }] });
  });

  it("compiles again when a catalogue changes or is added", async () => {
    writeFileSync(source("en.json"), JSON.stringify({ a: "B" }));
    writeFileSync(source("th.json"), JSON.stringify({ a: "ก" }));
    await eventually(() => {
      expect(read("en.json")).toEqual({ a: [{ type: 0, value: "B" }] });
      expect(existsSync(compiled("th.json"))).toBe(true);
    });
  }, 10_000);

  it("keeps the last good compile when a catalogue breaks", async () => {
    writeFileSync(source("en.json"), '{"a": "oops {"}');
    writeFileSync(source("th.json"), JSON.stringify({ a: "ข" }));
    // Nothing is written while any catalogue is broken, th.json's change included.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(read("en.json")).toEqual({ a: [{ type: 0, value: "B" }] });
    expect(read("th.json")).toEqual({ a: [{ type: 0, value: "ก" }] });
  }, 10_000);
});
