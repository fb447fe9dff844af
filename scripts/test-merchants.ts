/**
 * npm run test:merchant -- <code> [<code> …]: one merchant's whole column of the matrix (every
 * journey that reads the merchant, on both phones, where npm test spreads them over the merchants:
 * E2E_MATRIX=full, playwright.config.ts), for an operator or QA checking one brand.
 * npm run test:changed [-- --base <ref>]: the columns a change touches (scripts/lib/affected-merchants.ts),
 * with the unit tests related to the change; `npm test` stays the full run.
 * Both build only the merchants they test and run the browser tests as npm test does.
 */
import { execFileSync } from "node:child_process";
import { $, argv, chalk } from "zx";
import { affectedMerchants, readBases } from "./lib/affected-merchants";
import { listMerchantCodes } from "./lib/merchants";

$.verbose = true;
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
process.env.FORCE_COLOR ??= "1";

const git = (...args: string[]) =>
  execFileSync("git", args, { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Committed since the base, plus what is staged, unstaged and untracked. */
function changedFiles(base: string): string[] {
  const committed = base === "HEAD" ? [] : git("diff", "--name-only", `${base}...HEAD`);
  return [
    ...new Set([
      ...committed,
      ...git("diff", "--name-only", "HEAD"),
      ...git("ls-files", "--others", "--exclude-standard"),
    ]),
  ];
}

function defaultBase(): string {
  try {
    git("rev-parse", "--verify", "--quiet", "origin/main");
    return "origin/main";
  } catch {
    return "HEAD";
  }
}

async function runColumns(codes: string[]): Promise<number> {
  await $`tsx scripts/build.ts --merchant ${codes.join(",")} --local`;
  const projects = codes.flatMap((code) =>
    ["iphone", "android", "webkit"].map((phone) => `--project=${code}-${phone}`),
  );
  const result = await $({
    nothrow: true,
    env: { ...process.env, E2E_MATRIX: "full" },
  })`tsx scripts/e2e.ts ${projects}`;
  return result.exitCode ?? 1;
}

async function main(): Promise<number> {
  const mode = String(argv._[0] ?? "");
  const known = listMerchantCodes();
  if (mode === "merchant") {
    const codes = argv._.slice(1).map(String);
    const unknown = codes.filter((code) => !known.includes(code));
    if (codes.length === 0 || unknown.length) {
      console.error(
        chalk.red(
          `${codes.length ? `unknown merchant ${unknown.join(", ")}` : "name a merchant"}: npm run test:merchant -- <code>; known: ${known.join(", ")}`,
        ),
      );
      return 2;
    }
    return runColumns(codes);
  }
  if (mode === "changed") {
    const base = String(argv.base ?? defaultBase());
    const changed = changedFiles(base);
    const { merchants, reason } = affectedMerchants(changed, known, readBases());
    console.log(
      `${changed.length} changed file(s) against ${base}; merchants: ${merchants.join(", ") || "none"} (${reason})`,
    );
    const unit = await $({ nothrow: true })`vitest run --passWithNoTests --changed ${base}`;
    if (merchants.length === 0) return unit.exitCode ?? 1;
    const browser = await runColumns(merchants);
    return unit.exitCode || browser;
  }
  console.error("usage: tsx scripts/test-merchants.ts merchant <code> … | changed [--base <ref>]");
  return 2;
}

process.exitCode = await main();
