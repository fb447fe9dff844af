/**
 * The translators' CLI:
 *   npm run i18n -- coverage   share of en.json's keys each platform language translates
 *   npm run i18n -- compile    compile the catalogues by hand (the build and dev server do it too)
 * Problems print as messages naming the file, never as a stack trace.
 */
import { chalk } from "zx";
import { CatalogueCompileError, COMPILED_DIR, compileCatalogues } from "./lib/i18n-compile";
import { catalogueCoverage, formatCoverage } from "./lib/i18n-coverage";
import { ROOT } from "./lib/paths";

const USAGE = "Use: npm run i18n -- coverage | compile";

export async function run(argv: string[], out = console.log, err = console.error): Promise<number> {
  const [command] = argv;
  try {
    switch (command) {
      case "coverage":
        out("Catalogue coverage against en.json (a key counts when translated; see docs/i18n.md)");
        for (const line of formatCoverage(catalogueCoverage(ROOT))) out(line);
        return 0;
      case "compile": {
        const { files, changed } = await compileCatalogues(ROOT);
        err(chalk.green(`✓ compiled ${files.length} catalogue(s) to ${COMPILED_DIR}/`));
        if (changed.length) err(`  changed: ${changed.join(", ")}`);
        return 0;
      }
      default:
        err(chalk.red(`unknown command "${command ?? ""}". ${USAGE}`));
        return 2;
    }
  } catch (error) {
    if (!(error instanceof CatalogueCompileError) && !(error instanceof SyntaxError)) throw error;
    err(chalk.red(error.message));
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await run(process.argv.slice(2));
