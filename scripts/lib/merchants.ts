/**
 * Loads a merchant the way the build, the CLI and the tests all see it:
 * read → migrate (with a notice) → check the file's own keys → resolve `extends` →
 * merge defaults ← base ← merchant → check the merged config and the cross-field rules.
 * Every problem carries the file, line and column an operator should edit.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { type JsonObject, type Layer, mergeLayers } from "../../engine/config/merge-layers";
import { migrateConfig, UnsupportedSchemaVersionError } from "../../engine/config/migrations";
import { defaultsFromSchema } from "../../engine/config/schema-defaults";
import { listMerchantCodes } from "../../server/merchants";
import { fullValidator, partialValidator, readSchema } from "./merchant-validators";
import { MERCHANTS_DIR, ROOT } from "./paths";
import { problemsFromAjv } from "./validate/ajv-messages";
import { crossFieldProblems, extendsProblems } from "./validate/cross-field-rules";
import { JsonSyntaxError, parseJsonSource, type SourcePosition } from "./validate/json-source";

export { defaultMerchant, listMerchantCodes } from "../../server/merchants";
export { MERCHANTS_DIR, ROOT, SCHEMA_PATH } from "./paths";

export interface MerchantProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
}

/** `<file>:<line>:<column> <JSON path> <message>`, the form editors and CI annotate. */
export function formatProblem(problem: MerchantProblem): string {
  return `${problem.file}:${problem.line}:${problem.column} ${problem.pointer || "/"} ${problem.message}`;
}

export class InvalidMerchantError extends Error {
  constructor(
    readonly code: string,
    readonly problems: MerchantProblem[],
  ) {
    super(`merchant "${code}" is not valid:\n${problems.map(formatProblem).join("\n")}`);
    this.name = "InvalidMerchantError";
  }

  lines(): string[] {
    return this.problems.map(formatProblem);
  }
}

export interface LoadedMerchant {
  code: string;
  dir: string;
  file: string;
  /** defaults ← base ← merchant, validated. */
  config: MerchantConfig;
  /** The layers merged into `config`, lowest first (for `merchant diff`). */
  layers: Layer[];
  /** Migrations applied on load, for the operator. */
  notices: string[];
  /** Absolute path of the logo: in the base's folder when the logo is inherited. */
  logoPath: string;
}

interface SourceFile {
  file: string;
  value: JsonObject;
  positionOf(pointer: string): SourcePosition;
  notices: string[];
}

/** Paths inside the project as operators type them; anything else in full. */
const shown = (file: string) => (file.startsWith(`${ROOT}/`) ? relative(ROOT, file) : file);

function readSource(file: string, problems: MerchantProblem[]): SourceFile | null {
  const at = (position: SourcePosition, pointer: string, message: string) =>
    problems.push({ file: shown(file), ...position, pointer, message });
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    at({ line: 1, column: 1 }, "", `cannot be read: ${(error as Error).message}`);
    return null;
  }
  let parsed: ReturnType<typeof parseJsonSource>;
  try {
    parsed = parseJsonSource(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    at({ line: error.line, column: error.column }, "", `is not valid JSON: ${error.message}`);
    return null;
  }
  if (typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) {
    at({ line: 1, column: 1 }, "", "must be a JSON object");
    return null;
  }
  try {
    const { config, notices } = migrateConfig(parsed.value as Record<string, unknown>);
    return { file, value: config as JsonObject, positionOf: parsed.positionOf, notices };
  } catch (error) {
    if (!(error instanceof UnsupportedSchemaVersionError)) throw error;
    at(parsed.positionOf("/schemaVersion"), "/schemaVersion", error.message);
    return null;
  }
}

function checkOwnKeys(source: SourceFile, problems: MerchantProblem[]): void {
  const validate = partialValidator();
  if (validate(source.value)) return;
  for (const problem of problemsFromAjv(validate.errors ?? [], readSchema(), source.value)) {
    problems.push({ file: shown(source.file), ...source.positionOf(problem.pointer), ...problem });
  }
}

let defaults: JsonObject | null = null;

/** Reads and validates one merchant; throws InvalidMerchantError with every problem found. */
export function loadMerchant(code: string, merchantsDir = MERCHANTS_DIR): LoadedMerchant {
  const dir = join(merchantsDir, code);
  const file = join(dir, "merchant.json");
  const known = listMerchantCodes(merchantsDir);
  const problems: MerchantProblem[] = [];
  if (!existsSync(file)) {
    problems.push({
      file: shown(file),
      line: 1,
      column: 1,
      pointer: "",
      message: `does not exist (known merchants: ${known.join(", ") || "none"})`,
    });
    throw new InvalidMerchantError(code, problems);
  }
  const own = readSource(file, problems);
  if (!own) throw new InvalidMerchantError(code, problems);
  checkOwnKeys(own, problems);
  const inFile = (pointer: string, message: string) =>
    problems.push({ file: shown(file), ...own.positionOf(pointer), pointer, message });

  if (own.value.code !== undefined && own.value.code !== code) {
    inFile("/code", `is "${String(own.value.code)}" but the folder is "${code}"; they must be the same`);
  }

  defaults ??= defaultsFromSchema(readSchema() as never);
  const layers: Layer[] = [{ name: "defaults", value: defaults }];
  const baseCode = typeof own.value.extends === "string" ? own.value.extends : undefined;
  let baseDir: string | null = null;
  if (baseCode) {
    baseDir = join(merchantsDir, baseCode);
    const baseFile = join(baseDir, "merchant.json");
    const baseSource = existsSync(baseFile) ? readSource(baseFile, []) : null;
    const baseExtends = typeof baseSource?.value.extends === "string" ? baseSource.value.extends : undefined;
    for (const problem of extendsProblems(code, baseCode, baseExtends, known))
      inFile(problem.pointer, problem.message);
    if (baseSource && baseCode !== code) layers.push({ name: `base ${baseCode}`, value: baseSource.value });
  }
  const { extends: _base, ...ownSettings } = own.value;
  layers.push({ name: "merchant", value: ownSettings });

  // Only worth checking as a whole once the file's own keys are right: otherwise the same
  // mistake would be reported twice.
  if (problems.length === 0) {
    const { value: merged, origins } = mergeLayers(layers);
    // An inherited file lives in the base's folder.
    const assetsDir = baseDir && origins.get("/assets/logo")?.startsWith("base ") ? baseDir : dir;
    const validate = fullValidator();
    if (!validate(merged)) {
      for (const problem of problemsFromAjv(validate.errors ?? [], readSchema(), merged)) {
        inFile(problem.pointer, problem.message);
      }
    } else {
      const rules = crossFieldProblems(merged as unknown as MerchantConfig, {
        merchantDir: dir,
        knownMerchants: known,
      });
      for (const problem of rules) inFile(problem.pointer, problem.message);
    }
    if (problems.length === 0) {
      const config = merged as unknown as MerchantConfig;
      return {
        code,
        dir,
        file,
        config,
        layers,
        notices: own.notices,
        logoPath: join(assetsDir, config.assets.logo),
      };
    }
  }
  throw new InvalidMerchantError(code, problems);
}
