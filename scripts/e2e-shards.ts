/**
 * The browser tests in E2E_SHARDS (default 2) Playwright processes at once, each with its own
 * reference server on its own port (test mode keeps the database in memory, so shards share no
 * state; the firebase Auth emulator is shared, and its tests use fresh e-mails and numbers).
 * Inside one process the tests stay serial, because dev controls change a server's state; two
 * processes keep both cores busy while one waits on a page. Each shard writes
 * reports/e2e-<n>.json; scripts/test.ts adds them up, and reports/e2e.html shows them by merchant. Extra arguments go to every `playwright test`.
 */
import { spawn } from "node:child_process";
import { writeSummary } from "./lib/e2e-summary";

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 4173);
const extra = process.argv.slice(2);

function runShard(index: number): Promise<number> {
  const prefix = shards > 1 ? `[${index}/${shards}] ` : "";
  const child = spawn(
    process.execPath,
    [
      "node_modules/@playwright/test/cli.js",
      "test",
      ...(shards > 1 ? [`--shard=${index}/${shards}`] : []),
      ...extra,
    ],
    {
      env: {
        ...process.env,
        E2E_PORT: String(basePort + index - 1),
        E2E_REPORT: `reports/e2e-${index}.json`,
        E2E_OUTPUT_DIR: `test-results/shard-${index}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  // Whole lines, each marked with its shard, so two shards' output stays readable.
  const relay = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) => {
    let pending = "";
    from.on("data", (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) to.write(`${prefix}${line}\n`);
    });
    from.on("end", () => pending && to.write(`${prefix}${pending}\n`));
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
try {
  console.log(`Results by merchant, failures with their screenshots and traces: ${writeSummary()}`);
} catch (error) {
  // No report at all is counted as a failure by scripts/test.ts; the page is only a reading aid.
  console.log(`No results page: ${(error as Error).message}`);
}
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
