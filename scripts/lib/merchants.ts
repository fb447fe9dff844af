/**
 * Finds the merchants under merchants/ and checks each against schemas/merchant.schema.json.
 * Build, start and the tests all go through here, so they agree on what a valid merchant is.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { DEFAULT_MERCHANTS_DIR, listMerchantCodes, REPO_ROOT } from "../../server/merchants";

// Which merchants exist and which one is the default is the server's knowledge too: one place.
export { defaultMerchant, listMerchantCodes } from "../../server/merchants";
export const ROOT = REPO_ROOT;
export const MERCHANTS_DIR = DEFAULT_MERCHANTS_DIR;
export const SCHEMA_PATH = join(ROOT, "schemas/merchant.schema.json");

export interface LoadedMerchant {
  code: string;
  dir: string;
  file: string;
  config: MerchantConfig;
}

export class InvalidMerchantError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not a valid merchant:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "InvalidMerchantError";
  }
}

let validator: ReturnType<Ajv2020["compile"]> | null = null;
function validate(config: unknown) {
  if (!validator) {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats.default(ajv);
    validator = ajv.compile(JSON.parse(readFileSync(SCHEMA_PATH, "utf8")));
  }
  return { valid: validator(config), errors: validator.errors ?? [] };
}

/** Reads and validates one merchant; throws InvalidMerchantError with one line per problem. */
export function loadMerchant(code: string, dir = MERCHANTS_DIR): LoadedMerchant {
  const merchantDir = join(dir, code);
  const file = join(merchantDir, "merchant.json");
  const shown = file.slice(ROOT.length + 1);
  if (!existsSync(file))
    throw new InvalidMerchantError(shown, [`no such file (known: ${listMerchantCodes(dir).join(", ")})`]);
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new InvalidMerchantError(shown, [`malformed JSON: ${(error as Error).message}`]);
  }
  const { valid, errors } = validate(config);
  const problems = valid ? [] : errors.map((e) => `${e.instancePath || "/"} ${e.message}`);
  const typed = config as MerchantConfig;
  if (valid && typed.code !== code) problems.push(`/code is "${typed.code}" but the folder is "${code}"`);
  if (valid && !typed.languages.supported.includes(typed.languages.default)) {
    problems.push(`/languages/default "${typed.languages.default}" is not in /languages/supported`);
  }
  if (valid && !existsSync(join(merchantDir, typed.assets.logo))) {
    problems.push(`/assets/logo file ${typed.assets.logo} does not exist`);
  }
  if (problems.length) throw new InvalidMerchantError(shown, problems);
  return { code, dir: merchantDir, file, config: typed };
}
