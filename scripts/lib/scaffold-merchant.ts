/**
 * `npm run merchant -- new`: a new merchant folder that validates as written, so an operator
 * starts from a working brand and changes it, instead of from an empty file and a list of errors.
 * Every refusal is an Error whose message is the line the operator reads.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { contrastRatio } from "../../engine/theme/color";
import { didYouMean } from "./validate/did-you-mean";
import { JsonSyntaxError, parseJsonSource } from "./validate/json-source";
import type { SchemaNode } from "./validate/schema-walk";
import { patternPhrase } from "./validate/schema-words";

const SCHEMA_PATH = resolve(import.meta.dirname, "../../schemas/merchant.schema.json");
const LOGO = "assets/logo.svg";

/** A light theme whose every text pair passes WCAG AA, so the new merchant validates at once. */
const STARTER_THEME = {
  mode: "light",
  primary: "#1F5FAD",
  accent: "#B5470B",
  background: "#FFFFFF",
  surface: "#F4F6F9",
  text: "#1A202C",
} as const;

export interface ScaffoldOptions {
  /** The new merchant's code, also its folder name. */
  code: string;
  /** Code of an existing merchant to extend; without it the config is complete on its own. */
  from?: string;
  merchantsDir: string;
}

/** Creates `<merchantsDir>/<code>/merchant.json` and its placeholder logo; returns their paths. */
export function scaffoldMerchant(options: ScaffoldOptions): { files: string[] } {
  const { code, from, merchantsDir } = options;
  const schema = JSON.parse(readFileSync(SCHEMA_PATH, "utf8")) as { properties: Record<string, SchemaNode> };
  checkCode(code, schema.properties.code ?? {});
  const dir = join(merchantsDir, code);
  if (existsSync(dir)) {
    throw new Error(`${dir} already exists; choose another code, or edit ${join(dir, "merchant.json")}`);
  }
  const base = from === undefined ? undefined : readBase(merchantsDir, from);
  const name = nameFromCode(code);
  // The home-screen label must be the new brand's too, not inherited from a base.
  const pwa = { title: name, shortName: name.slice(0, 12).trim() };
  const common = {
    // Lets editors offer completion and inline errors from the schema.
    $schema: relative(dir, SCHEMA_PATH).split(sep).join("/"),
    // The file format's version, not a setting: migrations read it from each file on its own.
    schemaVersion: schema.properties.schemaVersion?.const,
    code,
    name,
  };
  const config =
    from === undefined
      ? {
          ...common,
          languages: { supported: ["EN"], default: "EN" },
          currency: { code: "USD", symbol: "$", position: "before" },
          theme: STARTER_THEME,
          assets: { logo: LOGO },
          pwa,
        }
      : { ...common, extends: from, assets: { logo: LOGO }, pwa };

  const primary = brandColour(base) ?? STARTER_THEME.primary;
  const files = [join(dir, "merchant.json"), join(dir, LOGO)];
  mkdirSync(join(dir, "assets"), { recursive: true });
  // "wx": never overwrite, even if something appeared since the check above.
  writeFileSync(files[0] as string, `${JSON.stringify(config, null, 2)}\n`, { flag: "wx" });
  writeFileSync(files[1] as string, placeholderLogo(name, primary), { flag: "wx" });
  return { files };
}

function checkCode(code: string, codeSchema: SchemaNode): void {
  const pattern = typeof codeSchema.pattern === "string" ? codeSchema.pattern : "";
  if (pattern && !new RegExp(pattern).test(code)) {
    throw new Error(
      `"${code}" is not a valid merchant code: it must ${patternPhrase(codeSchema)}, for example "acme-play"`,
    );
  }
}

/** The base's own file (not merged): it must exist and must not extend another merchant itself. */
function readBase(merchantsDir: string, from: string): Record<string, unknown> {
  const file = join(merchantsDir, from, "merchant.json");
  if (!existsSync(file)) {
    const known = existsSync(merchantsDir)
      ? readdirSync(merchantsDir).filter((entry) => existsSync(join(merchantsDir, entry, "merchant.json")))
      : [];
    const suggestion = didYouMean(from, known);
    const hint = suggestion
      ? `; did you mean "${suggestion}"?`
      : known.length
        ? ` (known: ${known.sort().join(", ")})`
        : "";
    throw new Error(`there is no merchant "${from}" to start from${hint}`);
  }
  let base: unknown;
  try {
    base = parseJsonSource(readFileSync(file, "utf8")).value;
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    throw new Error(
      `cannot use "${from}" as a base: ${file}:${error.line}:${error.column}: ${error.message}`,
    );
  }
  if (typeof base !== "object" || base === null || Array.isArray(base)) {
    throw new Error(`cannot use "${from}" as a base: ${file} does not hold a JSON object`);
  }
  const record = base as Record<string, unknown>;
  if (typeof record.extends === "string") {
    throw new Error(
      `cannot use "${from}" as a base: it extends "${record.extends}" itself, and a base may not extend ` +
        `another (one level only); start from "${record.extends}" instead`,
    );
  }
  return record;
}

function brandColour(base: Record<string, unknown> | undefined): string | undefined {
  const primary = (base?.theme as { primary?: unknown } | undefined)?.primary;
  return typeof primary === "string" && /^#[0-9A-Fa-f]{6}$/.test(primary) ? primary : undefined;
}

/** "acme-play" → "Acme Play": a readable start the operator will usually replace. */
function nameFromCode(code: string): string {
  return code
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A rounded square in the brand colour with the name's initial, readable on it. */
function placeholderLogo(name: string, primary: string): string {
  const letter =
    contrastRatio("#FFFFFF", primary) >= contrastRatio("#111111", primary) ? "#FFFFFF" : "#111111";
  const initial = escapeXml(name.charAt(0).toUpperCase());
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img" aria-label="${escapeXml(name)}">`,
    `  <rect width="512" height="512" rx="96" fill="${primary}"/>`,
    `  <text x="256" y="256" text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" font-size="288" font-weight="700" fill="${letter}">${initial}</text>`,
    "</svg>",
    "",
  ].join("\n");
}
