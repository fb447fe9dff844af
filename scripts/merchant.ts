/**
 * The operator's CLI:
 *   npm run merchant -- validate [code|path ...]   (no argument: every merchant)
 *   npm run merchant -- new <code> [--from <base>]
 *   npm run merchant -- docs
 *   npm run merchant -- diff <code>
 *   npm run merchant -- csp <code> [--out <dir>]   (the built page's header rule, docs/deploy.md)
 * Problems print as `<file>:<line>:<column> <JSON path> <message>`; never a stack trace.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { chalk, minimist } from "zx";
import { formatDiff } from "./lib/merchant-diff";
import { renderMerchantDocs } from "./lib/merchant-docs";
import { readSchema } from "./lib/merchant-validators";
import { InvalidMerchantError, listMerchantCodes, loadMerchant, MERCHANTS_DIR, ROOT } from "./lib/merchants";
import { CSP_HEADER_FILE } from "./lib/pwa/stamp-merchant";
import { scaffoldMerchant } from "./lib/scaffold-merchant";

export const DOCS_FILE = join(ROOT, "docs/merchant-config.md");

class UsageError extends Error {}

/** A code, a merchant folder or a merchant.json path → where to load it from. */
function target(argument: string): { code: string; merchantsDir: string } {
  const asPath = resolve(argument);
  if (existsSync(asPath)) {
    const folder = statSync(asPath).isDirectory() ? asPath : dirname(asPath);
    return { code: basename(folder), merchantsDir: dirname(folder) };
  }
  return { code: argument, merchantsDir: MERCHANTS_DIR };
}

function validate(args: string[], out: (line: string) => void, err: (line: string) => void): number {
  const targets = args.length
    ? args.map(target)
    : listMerchantCodes().map((code) => ({ code, merchantsDir: MERCHANTS_DIR }));
  let invalid = 0;
  for (const { code, merchantsDir } of targets) {
    try {
      const merchant = loadMerchant(code, merchantsDir);
      for (const notice of merchant.notices)
        err(`${merchant.file.slice(ROOT.length + 1)}: ${notice} (update the file to stop this notice)`);
      err(chalk.green(`✓ ${code}`));
    } catch (error) {
      if (!(error instanceof InvalidMerchantError)) throw error;
      invalid++;
      for (const line of error.lines()) out(line);
    }
  }
  return invalid ? 1 : 0;
}

function create(args: string[], from: string | undefined, err: (line: string) => void): number {
  const code = args[0];
  if (!code)
    throw new UsageError("new needs a merchant code: npm run merchant -- new <code> [--from <base>]");
  const { files } = scaffoldMerchant({ code, from, merchantsDir: MERCHANTS_DIR });
  for (const file of files) err(`created ${file.startsWith(ROOT) ? file.slice(ROOT.length + 1) : file}`);
  loadMerchant(code);
  err(chalk.green(`✓ ${code} is valid; build it with: npm run build -- --merchant ${code}`));
  return 0;
}

export function run(argv: string[], out = console.log, err = console.error): number {
  const args = minimist(argv, { string: ["from", "out"] });
  const [command, ...rest] = args._.map(String);
  try {
    switch (command) {
      case "validate":
        return validate(rest, out, err);
      case "new":
        return create(rest, args.from, err);
      case "docs":
        writeFileSync(DOCS_FILE, renderMerchantDocs(readSchema()));
        err(`wrote ${DOCS_FILE.slice(ROOT.length + 1)}`);
        return 0;
      case "diff": {
        if (!rest[0]) throw new UsageError("diff needs a merchant code: npm run merchant -- diff <code>");
        out(formatDiff(loadMerchant(rest[0])));
        return 0;
      }
      case "csp": {
        if (!rest[0]) throw new UsageError("csp needs a merchant code: npm run merchant -- csp <code>");
        // The hashes are of the built page's inline scripts, so the rule is the build's, not recomputed.
        const file = join(resolve(args.out ?? join(ROOT, "dist")), rest[0], CSP_HEADER_FILE);
        if (!existsSync(file))
          throw new Error(`${rest[0]} is not built: npm run build -- --merchant ${rest[0]}`);
        out(`Content-Security-Policy: ${readFileSync(file, "utf8").trim()}`);
        return 0;
      }
      default:
        throw new UsageError(
          `unknown command "${command ?? ""}". Use: validate [code|path ...] | new <code> [--from <base>] | docs | diff <code> | csp <code>`,
        );
    }
  } catch (error) {
    if (error instanceof InvalidMerchantError) {
      for (const line of error.lines()) out(line);
      return 1;
    }
    // Operators get the message, not a stack trace.
    err(chalk.red((error as Error).message));
    return error instanceof UsageError ? 2 : 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = run(process.argv.slice(2));
