import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderMerchantDocs } from "../../scripts/lib/merchant-docs";
import { readSchema } from "../../scripts/lib/merchant-validators";
import { DOCS_FILE, run } from "../../scripts/merchant";

/** A merchants folder with copies of sample merchants, one of them edited. */
function workspace(
  edit: (config: Record<string, unknown>) => Record<string, unknown> | string,
  code = "sunrise",
) {
  const dir = mkdtempSync(join(tmpdir(), "merchants-cli-"));
  for (const sample of ["sunrise", "royal"])
    cpSync(join("merchants", sample), join(dir, sample), { recursive: true });
  const file = join(dir, code, "merchant.json");
  const edited = edit(JSON.parse(readFileSync(file, "utf8")));
  writeFileSync(file, typeof edited === "string" ? edited : JSON.stringify(edited, null, 2));
  return { dir, file };
}

function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = run(
    args,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err };
}

const lineOf = (file: string, needle: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .findIndex((line) => line.includes(needle)) + 1;

describe("npm run merchant -- validate", () => {
  it("exits 0 for the sample merchants", () => {
    expect(cli("validate").code).toBe(0);
  });

  it("a misspelt key: file, line, column, path and did you mean", () => {
    const { dir, file } = workspace((c) => ({ ...c, features: { CBS: true } }));
    const { code, out } = cli("validate", join(dir, "sunrise"));
    expect(code).toBe(1);
    expect(out).toEqual([
      `${file}:${lineOf(file, '"CBS"')}:5 /features/CBS is not a known setting; did you mean "CBS3"?`,
    ]);
  });

  it("a wrong type, with what was written", () => {
    const { dir } = workspace((c) => ({ ...c, features: { CBS3: "yes" } }));
    expect(cli("validate", join(dir, "sunrise")).out[0]).toMatch(
      /:\d+:\d+ \/features\/CBS3 must be a boolean, got "yes"$/,
    );
  });

  it("a wrong enum value, with did you mean", () => {
    const { dir } = workspace((c) => ({ ...c, theme: { ...(c.theme as object), mode: "drak" } }));
    expect(cli("validate", join(dir, "sunrise")).out[0]).toMatch(
      /\/theme\/mode must be one of "light", "dark", got "drak"; did you mean "dark"\?$/,
    );
  });

  it("a missing required key", () => {
    const { dir } = workspace(({ name: _name, ...rest }) => rest);
    expect(cli("validate", join(dir, "sunrise")).out[0]).toMatch(/:1:1 \/name is required/);
  });

  it("malformed JSON, with line and column", () => {
    const { dir, file } = workspace(() => '{\n  "code": "sunrise",\n  "name": "Sunrise",\n}\n');
    expect(cli("validate", join(dir, "sunrise")).out).toEqual([
      `${file}:3:20 / is not valid JSON: trailing comma — remove this "," before "}" (JSON allows none after the last property)`,
    ]);
  });

  it("a missing base", () => {
    const { dir } = workspace((c) => ({ ...c, extends: "royl" }));
    const { code, out } = cli("validate", join(dir, "sunrise"));
    expect(code).toBe(1);
    expect(out.join("\n")).toMatch(/\/extends names "royl", which is not a merchant.*did you mean "royal"/);
  });

  it("an extends cycle", () => {
    const { dir } = workspace((c) => ({ ...c, extends: "royal" }));
    const royal = join(dir, "royal", "merchant.json");
    writeFileSync(
      royal,
      JSON.stringify({ ...JSON.parse(readFileSync(royal, "utf8")), extends: "sunrise" }, null, 2),
    );
    const { code, out } = cli("validate", join(dir, "sunrise"));
    expect(code).toBe(1);
    expect(out.join("\n")).toMatch(/\/extends .*royal/);
  });

  it("a cross-field rule: the default language must be offered", () => {
    const { dir } = workspace((c) => ({ ...c, languages: { supported: ["EN"], default: "TH" } }));
    expect(cli("validate", join(dir, "sunrise")).out[0]).toMatch(
      /\/languages\/default is "TH", which is not in/,
    );
  });

  it("migrates an old file with a notice and still validates it", () => {
    const { dir } = workspace(({ api: _api, ...c }) => ({
      ...c,
      schemaVersion: 1,
      allowedExternalDomains: ["a.example"],
    }));
    const { code, err } = cli("validate", join(dir, "sunrise"));
    expect(code).toBe(0);
    expect(err.join("\n")).toMatch(/migrated from schemaVersion 1 to 2/);
  });

  it("never prints a stack trace, even for an unknown command", () => {
    const { code, err } = cli("frobnicate");
    expect(code).toBe(2);
    expect(err.join("\n")).toMatch(/unknown command "frobnicate"/);
    expect(err.join("\n")).not.toMatch(/\n\s+at /);
  });
});

describe("npm run merchant -- diff", () => {
  it("shows what a merchant sets over its base, and where inherited values come from", () => {
    const { code, out } = cli("diff", "lite");
    expect(code).toBe(0);
    const text = out.join("\n");
    expect(text).toMatch(/\/theme\/primary\s+"#3D4F5C"\s+\(was "#0B6E99" from base sunrise\)/);
    expect(text).toMatch(/\/currency\/code\s+"THB"\s+from base sunrise/);
    expect(text).toMatch(/\/timings\/requestTimeoutMs\s+30000\s+from defaults/);
  });
});

describe("npm run merchant -- docs", () => {
  it("docs/merchant-config.md is up to date (run `npm run merchant -- docs`)", () => {
    expect(readFileSync(DOCS_FILE, "utf8")).toBe(renderMerchantDocs(readSchema()));
  });
});

describe("npm run merchant -- new", () => {
  it("refuses a code that is taken, with a message", () => {
    const { code, err } = cli("new", "royal");
    expect(code).toBe(1);
    expect(err.join("\n")).toMatch(/royal/);
  });
});
