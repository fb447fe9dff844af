/**
 * npm run e2e:cost: where the last browser run's time went, read from reports/e2e.json. Worker
 * seconds (every attempt's duration, summed) by project, by how the journey is dealt (spread over
 * the merchants, every merchant, one merchant, a named merchant, the live set, the WebKit set) and
 * by spec file, with the wall time the run took. The browser run is most of `npm test`, and its
 * budget (22 minutes on two cores with the unit tests) is spent where this says: read it before
 * moving or adding journeys.
 */
import { readFileSync } from "node:fs";
import { type Outcome, outcomes } from "./lib/e2e-summary";
import { MERCHANT_TAG_PREFIX } from "./lib/journey-dealing";

const file = process.argv[2] ?? "reports/e2e.json";
const report = JSON.parse(readFileSync(file, "utf8"));
const rows = outcomes([report]);
const wallSeconds = (report.stats?.duration ?? 0) / 1000;

/** How the dealing treats a journey (scripts/lib/journey-dealing.ts, docs/testing.md). */
function dealing(row: Outcome): string {
  // The report keeps tags without their "@"; the dealing's prefix is written with it.
  const tagged = (tag: string) => row.tags.some((name) => `@${name}`.startsWith(tag));
  if (row.engine === "WebKit") return "WebKit set (every merchant)";
  if (row.file.startsWith("live/")) return "live set (every merchant)";
  if (tagged(MERCHANT_TAG_PREFIX)) return "named merchant";
  if (tagged("@one-merchant")) return "one merchant";
  if (tagged("@every-merchant")) return "every merchant";
  return "reads the merchant (spread)";
}

function table(title: string, key: (row: Outcome) => string, limit = Number.POSITIVE_INFINITY) {
  const totals = new Map<string, { runs: number; seconds: number }>();
  for (const row of rows) {
    const entry = totals.get(key(row)) ?? { runs: 0, seconds: 0 };
    entry.runs++;
    entry.seconds += row.seconds;
    totals.set(key(row), entry);
  }
  console.log(`\n${title}`);
  for (const [name, { runs, seconds }] of [...totals]
    .sort((a, b) => b[1].seconds - a[1].seconds)
    .slice(0, limit))
    console.log(
      `  ${name.padEnd(40)} ${String(runs).padStart(5)} runs ${seconds.toFixed(0).padStart(7)} worker-s`,
    );
}

const workerSeconds = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(
  `${rows.length} runs, ${workerSeconds.toFixed(0)} worker-s in ${wallSeconds.toFixed(0)} s of wall time` +
    (wallSeconds ? ` (${(workerSeconds / wallSeconds).toFixed(2)} workers busy on average)` : ""),
);
table("by project", (row) => row.project);
table("by dealing", dealing);
table("by spec file (the 25 dearest)", (row) => row.file, 25);
