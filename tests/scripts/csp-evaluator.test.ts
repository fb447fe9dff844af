/**
 * Google's CSP Evaluator (npm csp_evaluator) on every merchant's policy as an operator's build
 * sends it: the header rule, with the hashes of the inline scripts the built page really has.
 * A HIGH finding is a way around the policy (an unsafe source, a bypassable host, a missing
 * directive); none is allowed. The lower ones are counted in the output (each host is a 'make sure
 * it serves no JSONP' reminder).
 */
import { readFileSync } from "node:fs";
import { CspEvaluator } from "csp_evaluator/dist/evaluator.js";
import { Severity } from "csp_evaluator/dist/finding.js";
import { CspParser } from "csp_evaluator/dist/parser.js";
import { describe, expect, it } from "vitest";
import { applyCsp } from "../../scripts/lib/csp";
import { loadMerchant } from "../../scripts/lib/merchants";
import { stampHtml } from "../../scripts/lib/stamp-html";
import { listMerchantCodes } from "../../server/merchants";

const built = readFileSync("index.html", "utf8")
  .replace(
    "<!--wl:head-->",
    '<!--wl:head-->\n    <script type="module" crossorigin src="/m/assets/index-abc.js"></script>',
  )
  .replace(/\s*<script type="module" src="\/main.tsx"><\/script>/, "");

function findings(policy: string) {
  return new CspEvaluator(new CspParser(policy).csp).evaluate();
}

describe("Google's CSP Evaluator finds no HIGH finding in any merchant's policy", () => {
  it.each(listMerchantCodes())("%s", (code) => {
    const { config } = loadMerchant(code);
    const { header } = applyCsp(stampHtml(built, config), config, false);
    expect(header).toContain("require-trusted-types-for 'script'");
    const found = findings(header);
    const high = found.filter((finding) => finding.severity === Severity.HIGH);
    expect(high.map((finding) => `${finding.directive}: ${finding.description}`)).toEqual([]);
    const bySeverity = new Map<string, number>();
    for (const { severity } of found) {
      const name = Severity[severity] ?? String(severity);
      bySeverity.set(name, (bySeverity.get(name) ?? 0) + 1);
    }
    console.info(
      `CSP Evaluator, ${code}: 0 HIGH; ${[...bySeverity].map(([name, n]) => `${n} ${name}`).join(", ")}`,
    );
  });

  it("would find them: the checks are live", () => {
    const high = findings("script-src 'unsafe-inline' https:; object-src *").filter(
      (finding) => finding.severity === Severity.HIGH,
    );
    expect(high.length).toBeGreaterThanOrEqual(2);
  });
});
