/**
 * One page for the browser tests, grouped by merchant: per phone how many passed, failed, were
 * flaky (failed, then passed on CI's retry) and were left out, and each failure and flaky test with
 * its message, screenshots and trace (links relative to reports/, so the page opens from disk).
 * Built from Playwright's JSON report.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

interface Attachment {
  name: string;
  contentType: string;
  path?: string;
}
interface Result {
  status: string;
  duration: number;
  errors?: Array<{ message?: string }>;
  attachments?: Attachment[];
}
interface TestRow {
  projectName: string;
  status: "expected" | "unexpected" | "flaky" | "skipped";
  results: Result[];
}
interface Spec {
  title: string;
  file: string;
  line: number;
  /** The tags of the test and its describes, without their "@". */
  tags?: string[];
  tests: TestRow[];
}
interface Suite {
  title: string;
  file?: string;
  specs?: Spec[];
  suites?: Suite[];
}
interface Report {
  config: { projects: Array<{ name: string; metadata?: { merchant?: string; engine?: string } }> };
  suites: Suite[];
}

export interface Outcome {
  merchant: string;
  project: string;
  /** The browser engine the project runs in (Chromium, WebKit). */
  engine: string;
  file: string;
  line: number;
  title: string;
  /** Its tags and its describes' ("one-phone", "merchant:royal"), whether in a title or a tag option. */
  tags: string[];
  status: TestRow["status"];
  /** Every attempt's time together: what the test cost a worker (retries included). */
  seconds: number;
  /** The failed attempt's errors: the last one for a failure, the first one for a flaky test. */
  message: string;
  attachments: Attachment[];
}

/** The attempt a reader needs: a flaky test's first failure (its last attempt passed), else the last. */
function telling(test: TestRow): Result | undefined {
  if (test.status === "flaky") return test.results.find((result) => result.status !== "passed");
  return test.results.at(-1);
}

/** Playwright's messages carry terminal colours (ESC [ … m). */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const stripColours = (text: string) => text.replace(COLOUR, "");

function* walk(suite: Suite, path: string[]): Generator<{ spec: Spec; path: string[] }> {
  for (const spec of suite.specs ?? []) yield { spec, path };
  for (const child of suite.suites ?? []) yield* walk(child, [...path, child.title]);
}

/** Every test of the reports, with the merchant its project belongs to. */
export function outcomes(reports: Report[]): Outcome[] {
  const rows: Outcome[] = [];
  for (const report of reports) {
    const merchantOf = new Map(report.config.projects.map((p) => [p.name, p.metadata?.merchant ?? p.name]));
    const engineOf = new Map(report.config.projects.map((p) => [p.name, p.metadata?.engine ?? "Chromium"]));
    for (const top of report.suites)
      for (const { spec, path } of walk(top, [])) {
        for (const test of spec.tests) {
          const attempt = telling(test);
          rows.push({
            merchant: merchantOf.get(test.projectName) ?? test.projectName,
            project: test.projectName,
            engine: engineOf.get(test.projectName) ?? "Chromium",
            file: spec.file,
            line: spec.line,
            title: [...path, spec.title].join(" › "),
            tags: spec.tags ?? [],
            status: test.status,
            seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
            message: (attempt?.errors ?? []).map((error) => stripColours(error.message ?? "")).join("\n"),
            attachments: (attempt?.attachments ?? []).filter((a) => a.path),
          });
        }
      }
  }
  return rows;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

const failed = (row: Outcome) => row.status === "unexpected";
const flaky = (row: Outcome) => row.status === "flaky";

/** "[project] file:line — title", how the page and the test command's last lines name a test. */
export const testName = (row: Outcome) => `[${row.project}] ${row.file}:${row.line} — ${row.title}`;

/** The tests that failed and then passed on their retry: the run passed, but each must be fixed. */
export const flakyTests = (rows: Outcome[]): Outcome[] => rows.filter(flaky);

export function summaryHtml(rows: Outcome[], reportsDir: string): string {
  const merchants = [...new Set(rows.map((row) => row.merchant))].sort();
  const listed = (row: Outcome) => failed(row) || flaky(row);
  const sections = merchants.map((merchant) => {
    const mine = rows.filter((row) => row.merchant === merchant);
    // Chromium's projects first, then WebKit's: the engines side by side for each merchant.
    const projects = [...new Set(mine.map((row) => `${row.engine}\u0000${row.project}`))].sort();
    const counts = projects
      .map((key) => {
        const [engine = "", project = ""] = key.split("\u0000");
        const of = mine.filter((row) => row.project === project);
        const n = (test: (row: Outcome) => boolean) => of.filter(test).length;
        return `<tr><td>${escapeHtml(engine)}</td><td>${escapeHtml(project)}</td><td>${n((r) => r.status === "expected")}</td><td class="${n(failed) ? "bad" : ""}">${n(failed)}</td><td class="${n(flaky) ? "warn" : ""}">${n(flaky)}</td><td>${n((r) => r.status === "skipped")}</td></tr>`;
      })
      .join("");
    const failures = mine.filter(listed).map((row) => {
      const links = row.attachments
        .map((a) => `<a href="${escapeHtml(relative(reportsDir, a.path ?? ""))}">${escapeHtml(a.name)}</a>`)
        .join(" · ");
      const mark = flaky(row) ? '<b class="warn">flaky: failed, then passed on its retry</b> ' : "";
      return `<li>${mark}<b>[${escapeHtml(row.project)}]</b> ${escapeHtml(row.file)}:${row.line} — ${escapeHtml(row.title)}<pre>${escapeHtml(row.message.split("\n").slice(0, 12).join("\n"))}</pre>${links}</li>`;
    });
    return `<section id="${escapeHtml(merchant)}"><h2>${escapeHtml(merchant)}</h2><table><tr><th>engine</th><th>project</th><th>passed</th><th>failed</th><th>flaky</th><th>left out</th></tr>${counts}</table>${failures.length ? `<ol>${failures.join("")}</ol>` : "<p>No failures.</p>"}</section>`;
  });
  const total = rows.filter(failed).length;
  const unsteady = rows.filter(flaky).length;
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Browser tests by merchant</title>
<style>body{font:15px system-ui,sans-serif;margin:1.5rem;max-width:70rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .6rem;text-align:start}.bad{background:#fdd;font-weight:bold}.warn{background:#ffefc2;font-weight:bold}pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:13px}li{margin-bottom:1rem}</style>
<h1>Browser tests by merchant</h1><p>${rows.length} tests, ${total} failed, ${unsteady} flaky${unsteady ? " (each to be fixed in this issue or the next: docs/testing.md)" : ""}. Traces open with <code>npx playwright show-trace &lt;file&gt;</code>; Playwright's own report is <a href="playwright/index.html">playwright/index.html</a>.</p>
<nav>${merchants.map((m) => `<a href="#${escapeHtml(m)}">${escapeHtml(m)}</a>`).join(" · ")}</nav>${sections.join("")}</html>\n`;
}

/** Reads reports/e2e.json and writes reports/e2e.html; returns the page's path. */
export function writeSummary(reportsDir = "reports"): string {
  const file = join(reportsDir, "e2e.json");
  const reports = existsSync(file) ? [JSON.parse(readFileSync(file, "utf8")) as Report] : [];
  const out = join(reportsDir, "e2e.html");
  writeFileSync(out, summaryHtml(outcomes(reports), reportsDir));
  return out;
}
