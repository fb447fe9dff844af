import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { catalogueFileName, MESSAGE_PART_NAMES } from "../../engine/i18n/message-parts";
import {
  CatalogueCompileError,
  COMPILED_DIR,
  catalogueProblems,
  compileCatalogues,
  MESSAGES_DIR,
} from "../../scripts/lib/i18n-compile";
import { ROOT } from "../../scripts/lib/paths";

describe("catalogueProblems", () => {
  it("accepts an object of strings", () => {
    expect(catalogueProblems("en.json", '{"a": "A", "b": "{n} B"}')).toEqual([]);
  });

  it("names what the CLI would drop or choke on", () => {
    expect(catalogueProblems("x.json", '{"a": 3, "b": "ok", "c": null}')).toEqual([
      'x.json: "a" must be a string',
      'x.json: "c" must be a string',
    ]);
    expect(catalogueProblems("x.json", "[]")).toEqual([
      "x.json: must be an object of message ids to ICU strings",
    ]);
    expect(catalogueProblems("x.json", "{")[0]).toMatch(/^x\.json: not JSON/);
  });
});

describe("compileCatalogues (the formatjs CLI)", () => {
  // A scratch project that borrows this one's node_modules, so the pinned CLI runs.
  const root = mkdtempSync(join(tmpdir(), "wl-compile-"));
  const source = join(root, MESSAGES_DIR);
  const out = join(root, COMPILED_DIR);
  writeFileSync(join(root, "package.json"), "{}");
  symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, messages: object) =>
    writeFileSync(join(source, file), JSON.stringify(messages));
  const compiled = (file: string) => JSON.parse(readFileSync(join(out, file), "utf8"));
  /** A language's output files: its core and each part. */
  const outputs = (code: string) =>
    [null, ...MESSAGE_PART_NAMES].map((part) => catalogueFileName(code, part));

  beforeEach(() => {
    rmSync(join(root, "engine"), { recursive: true, force: true });
    rmSync(join(root, ".cache"), { recursive: true, force: true });
    mkdirSync(source, { recursive: true });
  });

  it("writes one AST file per catalogue and part", async () => {
    write("en.json", { hi: "Hello {name}", n: "{count, plural, one {# game} other {# games}}" });
    write("cn.json", { hi: "你好 {name}" });
    const result = await compileCatalogues(root);
    expect(result).toEqual({ files: ["cn.json", "en.json"], changed: [...outputs("cn"), ...outputs("en")] });
    expect(compiled("en.json").hi).toEqual([
      { type: 0, value: "Hello " },
      { type: 1, value: "name" },
    ]);
    expect(compiled("en.json").n[0]).toMatchObject({ type: 6, value: "count" });
  }, 20_000);

  it("compiles English under every other catalogue, so one download covers a language's missing keys", async () => {
    write("en.json", { hi: "Hello", bye: "Goodbye" });
    write("cn.json", { hi: "你好" });
    await compileCatalogues(root);
    expect(compiled("cn.json").hi).toEqual([{ type: 0, value: "你好" }]);
    expect(compiled("cn.json").bye).toEqual([{ type: 0, value: "Goodbye" }]);
    expect(Object.keys(compiled("en.json")).sort()).toEqual(["bye", "hi"]);
  }, 20_000);

  it("rewrites only what changed and removes outputs whose source is gone", async () => {
    write("en.json", { a: "A" });
    write("th.json", { a: "ก" });
    await compileCatalogues(root);
    rmSync(join(source, "th.json"));
    expect((await compileCatalogues(root)).changed.sort()).toEqual(outputs("th").sort());
    expect(readdirSync(out).sort()).toEqual(outputs("en").sort());
    expect((await compileCatalogues(root)).changed).toEqual([]);
  }, 20_000);

  it("puts each id in its part's file (English under it there too), the rest in the core", async () => {
    write("en.json", { hi: "Hello", deposit_title: "Deposit", login_title: "Log in" });
    write("cn.json", { hi: "你好", deposit_title: "存款" });
    await compileCatalogues(root);
    expect(Object.keys(compiled("cn.json"))).toEqual(["hi"]);
    expect(compiled("cn.money.json").deposit_title).toEqual([{ type: 0, value: "存款" }]);
    expect(compiled("cn.account.json").login_title).toEqual([{ type: 0, value: "Log in" }]);
    expect(compiled("cn.member.json")).toEqual({});
  }, 20_000);

  it("names the broken file and keeps the last good output", async () => {
    write("en.json", { a: "A" });
    await compileCatalogues(root);
    write("en.json", { a: "B" });
    write("vi.json", { a: "ok {x" });
    const error = await compileCatalogues(root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogueCompileError);
    expect((error as CatalogueCompileError).problems).toEqual([
      expect.stringMatching(/^engine\/i18n\/messages\/vi\.json: .*EXPECT_ARGUMENT_CLOSING_BRACE/),
    ]);
    expect(compiled("en.json").a).toEqual([{ type: 0, value: "A" }]);
  }, 20_000);

  it("refuses a non-string message before running the CLI", async () => {
    write("en.json", { a: 1 });
    await expect(compileCatalogues(root)).rejects.toThrow(
      'engine/i18n/messages/en.json: "a" must be a string',
    );
  });
});
