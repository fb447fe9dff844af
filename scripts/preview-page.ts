/**
 * The HTML of the operator's live preview (scripts/preview.ts): phone frames per merchant, the
 * switchers, the problem lines of the last save; and the tiny page on a merchant's origin that
 * hands a frame its session and language before the app starts.
 */
import { STORAGE_KEYS } from "../engine/constants";
import { escapeHtml, scriptSafeJson } from "./lib/stamp-html";
import { MEMBER_KINDS } from "./preview-members";

/** What the page knows of one merchant after a save. */
export interface FrameState {
  code: string;
  /** false: the last save did not validate; the frames keep the last valid render. */
  ok: boolean;
  /** `file:line:column /json/path message`, as `npm run merchant -- validate` prints them. */
  lines: string[];
  /** Goes up with every valid save or switch: the frames reload when it changes. */
  version: number;
  name: string;
  languages: string[];
  features: Record<string, boolean>;
}

/** The phones of the browser tests' matrix (Playwright's iPhone 13 and Pixel 7 viewports). */
export const PHONES = [
  { name: "iPhone 13", width: 390, height: 844 },
  { name: "Pixel 7", width: 412, height: 915 },
] as const;

const KIND_LABELS: Record<string, string> = {
  visitor: "Visitor",
  member: "Member",
  vip: "VIP (demo)",
  agent: "Agent (agent1)",
  type4: "Type 4 (guest4)",
};

export function previewPage(codes: readonly string[], port: number): string {
  const sections = codes
    .map((code) => {
      const frames = PHONES.map(
        (phone) =>
          `<figure><figcaption>${phone.name} ${phone.width}×${phone.height}</figcaption>` +
          `<iframe title="${escapeHtml(`${code} ${phone.name}`)}" width="${phone.width}" height="${phone.height}"></iframe></figure>`,
      ).join("");
      const kinds = MEMBER_KINDS.map((kind) => `<option value="${kind}">${KIND_LABELS[kind]}</option>`).join(
        "",
      );
      return `<section data-code="${escapeHtml(code)}">
  <h2>${escapeHtml(code)}</h2>
  <div class="controls">
    <label>Language <select data-role="lang"></select></label>
    <label>Member <select data-role="as">${kinds}</select></label>
    <button type="button" data-role="reload">Reload frames</button>
    <fieldset data-role="features"><legend>Feature switches (preview only)</legend></fieldset>
  </div>
  <div class="problems" role="alert" data-testid="problems-${escapeHtml(code)}"></div>
  <div class="frames">${frames}</div>
</section>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Live preview: ${escapeHtml(codes.join(", "))}</title>
<style>
  body { font: 14px system-ui, sans-serif; margin: 16px; background: #eee; color: #111; }
  section { margin-bottom: 24px; }
  .controls { display: flex; flex-wrap: wrap; gap: 12px; align-items: start; }
  fieldset { display: flex; flex-wrap: wrap; gap: 8px; }
  .problems:not(:empty) { background: #fde8e8; border: 1px solid #c00; padding: 8px; margin: 8px 0;
    font: 13px ui-monospace, monospace; white-space: pre-wrap; }
  .frames { display: flex; flex-wrap: wrap; gap: 16px; margin-top: 8px; }
  figure { margin: 0; }
  iframe { border: 10px solid #222; border-radius: 28px; background: #fff; }
</style>
</head>
<body>
<h1>Live preview</h1>
<p>Save <code>merchants/&lt;code&gt;/merchant.json</code> or its assets: the frames re-render; a file that does not validate shows its problems here and the frames keep the last valid render.</p>
${sections}
<script>
const PORT = ${port};
const rendered = {};
const post = (url, body) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
function frameUrl(section, version) {
  const code = section.dataset.code;
  const lang = section.querySelector('[data-role="lang"]').value;
  const as = section.querySelector('[data-role="as"]').value;
  return "http://" + code + ".localhost:" + PORT + "/__preview/open?as=" + as + "&lang=" + lang + "&v=" + version;
}
function reload(section, version) {
  for (const frame of section.querySelectorAll("iframe")) frame.src = frameUrl(section, version);
}
function show(state) {
  const section = document.querySelector('section[data-code="' + state.code + '"]');
  section.querySelector("h2").textContent = state.name + " (" + state.code + ")";
  section.querySelector(".problems").textContent = state.ok ? "" : state.lines.join("\\n");
  const lang = section.querySelector('[data-role="lang"]');
  if ([...lang.options].map((o) => o.value).join() !== state.languages.join()) {
    const chosen = lang.value;
    lang.replaceChildren(...state.languages.map((code) => new Option(code, code)));
    if (state.languages.includes(chosen)) lang.value = chosen;
  }
  const features = section.querySelector('[data-role="features"]');
  const legend = features.querySelector("legend");
  features.replaceChildren(legend, ...Object.entries(state.features).map(([flag, on]) => {
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.checked = on;
    box.addEventListener("change", () => post("/__preview/features", { code: state.code, flags: { [flag]: box.checked } }));
    label.append(box, " " + flag);
    return label;
  }));
  if (rendered[state.code] !== state.version) {
    rendered[state.code] = state.version;
    reload(section, state.version);
  }
}
for (const section of document.querySelectorAll("section")) {
  for (const select of section.querySelectorAll("select"))
    select.addEventListener("change", () => reload(section, rendered[section.dataset.code]));
  // After a dev control (docs/dev-controls.md) changed the server's state behind the frames.
  section.querySelector('[data-role="reload"]').addEventListener("click", () => reload(section, rendered[section.dataset.code]));
}
new EventSource("/__preview/events").onmessage = (event) => JSON.parse(event.data).forEach(show);
</script>
</body>
</html>`;
}

/**
 * Served on the merchant's origin before the app: drops the frame's previous session, sets the
 * chosen language as the member's stored choice, then opens home with the session handed over as
 * a query token (spec section 2), as a native shell does.
 */
export function sessionHandover(token: string | null, language: string | null): string {
  const target = `/m/home${token ? `?token=${encodeURIComponent(token)}` : ""}`;
  return `<!doctype html><meta charset="utf-8"><script>
localStorage.removeItem(${scriptSafeJson(STORAGE_KEYS.sessionInfo)});
${language ? `localStorage.setItem(${scriptSafeJson(STORAGE_KEYS.language)}, ${scriptSafeJson(language)});` : ""}
location.replace(${scriptSafeJson(target)});
</script>`;
}
