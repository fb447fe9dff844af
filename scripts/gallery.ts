/**
 * npm run gallery [-- --update] [-- --no-build]: screenshots of every screen for every sample
 * merchant × phone × visitor and member (plus a right-to-left and a long-text language), axe on
 * each, written as one static page, reports/gallery/index.html, grouped by screen so brands sit
 * side by side, with reports/gallery/axe.json. The overlays a member meets unasked are closed
 * with their close buttons before each shot; a live column shows home and login as a member first
 * meets them, overlay and all (gallery/gallery.spec.ts). Exits non-zero on any serious or critical
 * axe violation or on a screen that failed to load. --update first refreshes the visual-diff
 * baselines of e2e/visual.spec.ts.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { $ } from "zx";
import { GALLERY_DIR, PHONES, SCREENS, type ShotRecord } from "../gallery/plan";
import { ensureChromium } from "./ensure-chromium";
import { listMerchantCodes } from "./lib/merchants";

$.verbose = true;
const args = process.argv.slice(2);
const started = Date.now();

if (!args.includes("--no-build")) await $`tsx scripts/build.ts --merchant all --local`;
await ensureChromium();

if (args.includes("--update")) {
  // The baselines belong to the normal e2e run (its config and server), shot on its first phone.
  // Its own port, so it does not clash with another e2e run's server on the default one.
  await $({
    env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? "4198" },
  })`npx playwright test e2e/visual.spec.ts --update-snapshots`;
}

rmSync(GALLERY_DIR, { recursive: true, force: true });
// A failed shot is recorded and reported below; the run's own exit code is not the verdict.
await $`npx playwright test -c playwright.gallery.config.ts`.nothrow();

const records: ShotRecord[] = existsSync(`${GALLERY_DIR}/records`)
  ? readdirSync(`${GALLERY_DIR}/records`).flatMap((file) =>
      JSON.parse(readFileSync(`${GALLERY_DIR}/records/${file}`, "utf8")),
    )
  : [];

const blocking = (record: ShotRecord) =>
  record.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");

writeFileSync(
  `${GALLERY_DIR}/axe.json`,
  JSON.stringify(
    // The images sit beside the page; bad answers are the screen's own report, not axe's.
    records.map(({ image, badAnswers, ...kept }) => kept),
    null,
    2,
  ),
);

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function card(record: ShotRecord): string {
  const label = `${record.merchant} · ${record.phone} · ${record.role}${record.variant === "default" ? "" : ` · ${record.variant}`} · ${record.language}`;
  const redirected = record.landedOn !== SCREENS.find((s) => s.id === record.screen)?.path;
  const issues = record.violations
    .map(
      (v) =>
        `<li class="${html(v.impact ?? "")}"><a href="${html(v.helpUrl)}">${html(v.id)}</a> (${html(v.impact ?? "?")}): ${html(v.help)}<br><small>${v.targets.map(html).join("<br>")}</small></li>`,
    )
    .join("");
  return `<figure class="${blocking(record).length ? "bad" : ""}">
<figcaption>${html(label)}${redirected ? ` <em>→ ${html(record.landedOn)}</em>` : ""}</figcaption>
${record.error ? `<p class="error">${html(record.error)}</p>` : `<a href="${html(record.image)}"><img loading="lazy" src="${html(record.image)}" alt="${html(label)}"></a>`}
${issues ? `<ul>${issues}</ul>` : `<p class="ok">axe: no violations</p>`}
${overlayLine(record)}
${badAnswerLine(record)}
</figure>`;
}

/** The overlays closed before the shot, and the dialog in it (a live shot's overlay, the picker). */
function overlayLine(record: ShotRecord): string {
  const parts = [
    ...(record.showing?.length ? [`showing: ${record.showing.map(html).join(", ")}`] : []),
    ...(record.closed?.length ? [`closed first: ${record.closed.map(html).join(", ")}`] : []),
  ];
  return parts.length ? `<p class="overlay">${parts.join("<br>")}</p>` : "";
}

/** The answers the screen's calls got that broke their schemas (docs/api.md, "Answers are checked"). */
function badAnswerLine(record: ShotRecord): string {
  const calls = Object.entries(record.badAnswers ?? {});
  if (!calls.length) return "";
  return `<p class="error">bad answers: ${calls.map(([call, count]) => `${html(call)} ×${count}`).join(", ")}</p>`;
}

const merchants = listMerchantCodes();
const order = (r: ShotRecord) =>
  [
    ["live", "default", "rtl", "long"].indexOf(r.variant),
    ["visitor", "member"].indexOf(r.role),
    Object.keys(PHONES).indexOf(r.phone),
    merchants.indexOf(r.merchant),
  ].reduce((key, n) => key * 100 + n, 0);

const sections = SCREENS.map((screen) => {
  const shots = records.filter((r) => r.screen === screen.id).sort((a, b) => order(a) - order(b));
  if (shots.length === 0) return "";
  return `<section id="${screen.id}"><h2>${html(screen.title)} <small>${html(screen.path)}</small></h2><div class="row">${shots.map(card).join("\n")}</div></section>`;
}).join("\n");

const total = records.reduce((sum, r) => sum + r.violations.length, 0);
const blockingShots = records.filter((r) => blocking(r).length > 0);
const failed = records.filter((r) => r.error);
const badAnswerShots = records.filter((r) => Object.keys(r.badAnswers ?? {}).length > 0);
writeFileSync(
  `${GALLERY_DIR}/index.html`,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gallery</title>
<style>
body{font:14px system-ui,sans-serif;margin:1rem;background:#f4f4f4;color:#111}
nav a{margin-right:.6rem}
.row{display:flex;gap:.8rem;overflow-x:auto;align-items:flex-start;padding-bottom:.5rem}
figure{margin:0;background:#fff;padding:.4rem;border:2px solid #ddd;flex:0 0 220px}
figure.bad{border-color:#c00}
img{width:100%;height:auto;display:block}
figcaption{font-weight:600;margin-bottom:.3rem}
ul{padding-left:1rem;margin:.3rem 0;font-size:12px}
li.serious,li.critical{color:#a00}
.ok{color:#060;font-size:12px}.error{color:#a00}.overlay{color:#555;font-size:12px}
</style></head><body>
<h1>Screens by merchant, phone and member</h1>
<p>${records.length} shots, ${total} axe violations (${blockingShots.length} shots with serious or critical ones), ${failed.length} failed shots, ${badAnswerShots.length} shots with bad /wps answers. Clock frozen; marquee, times and countdowns masked. The overlays a member meets unasked are closed with their close buttons before each shot; the live shots (first in each row) show home and login as a member first meets them, overlay and all.</p>
<nav>${SCREENS.map((s) => `<a href="#${s.id}">${html(s.title)}</a>`).join("")}</nav>
${sections}
</body></html>
`,
);

const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `gallery: ${records.length} shots in ${seconds} s, ${total} axe violations, ${blockingShots.length} shots serious/critical, ${failed.length} failed → ${GALLERY_DIR}/index.html`,
);
for (const record of blockingShots)
  console.log(
    `  ${record.merchant}-${record.phone} ${record.role} ${record.variant} ${record.screen}: ${blocking(
      record,
    )
      .map((v) => v.id)
      .join(", ")}`,
  );
for (const record of failed)
  console.log(
    `  failed ${record.merchant}-${record.phone} ${record.role} ${record.variant} ${record.screen}: ${record.error}`,
  );
if (records.length === 0 || blockingShots.length > 0 || failed.length > 0) process.exit(1);
