import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MESSAGES_DIR } from "../../scripts/lib/i18n-compile";
import { missingKeys, scanKeyUsage } from "../../scripts/lib/i18n-key-usage";
import { ROOT } from "../../scripts/lib/paths";

const english = JSON.parse(readFileSync(join(ROOT, MESSAGES_DIR, "en.json"), "utf8")) as Record<
  string,
  string
>;
const usage = scanKeyUsage(ROOT, ["engine", "widgets"]);

describe("message ids used by engine/ and widgets/", () => {
  it("are read from every source file", () => {
    expect(usage.unparsed, "files the scanner could not parse hide their ids").toEqual([]);
    // A scanner that silently finds nothing would pass the next test: the code uses dozens of ids.
    expect(usage.uses.length).toBeGreaterThan(20);
  });

  it("all exist in en.json", () => {
    const missing = missingKeys(usage, english);
    expect(missing, `ids missing from ${MESSAGES_DIR}/en.json:\n  ${missing.join("\n  ")}\n`).toEqual([]);
  });
});
