/**
 * Compiles the message catalogues (engine/i18n/messages/<code>.json, ids → ICU strings) into
 * formatjs ASTs in .cache/compiled-messages/<code>.json with the formatjs CLI. The browser loads
 * only the ASTs, so react-intl never needs its ICU parser there (see docs/i18n.md).
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import {
  catalogueFileName,
  MESSAGE_PART_NAMES,
  type MessagePart,
  messagePartOf,
} from "../../engine/i18n/message-parts";

const run = promisify(execFile);

/** Source catalogues and compiled output, relative to the project root. */
export const MESSAGES_DIR = "engine/i18n/messages";
export const COMPILED_DIR = ".cache/compiled-messages";
/** The base catalogue, compiled under every other one. */
const ENGLISH_FILE = "en.json";

export class CatalogueCompileError extends Error {
  constructor(readonly problems: string[]) {
    super(`Message catalogues did not compile:\n  ${problems.join("\n  ")}`);
    this.name = "CatalogueCompileError";
  }
}

export interface CompileResult {
  /** The source catalogues compiled (`en.json`, …). */
  files: string[];
  /** Those whose compiled output changed on disk (written or removed) in this run. */
  changed: string[];
}

/**
 * What the CLI would accept silently but we must not: it drops non-string values without a word,
 * and a file that is not an object of strings is a mistake the translator should hear about.
 */
export function catalogueProblems(file: string, text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return [`${file}: not JSON (${(error as Error).message})`];
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return [`${file}: must be an object of message ids to ICU strings`];
  }
  return Object.entries(parsed)
    .filter(([, value]) => typeof value !== "string")
    .map(([key]) => `${file}: "${key}" must be a string`);
}

/** The CLI's entry file, resolved from the project so the pinned version runs, not a global one. */
function cliPath(root: string): string {
  const manifest = createRequire(join(root, "package.json")).resolve("@formatjs/cli/package.json");
  return join(dirname(manifest), "bin/formatjs");
}

async function formatjs(root: string, args: string[]): Promise<void> {
  // `--format simple` because the sources are flat `{ id: message }` maps, not extraction output.
  await run(process.execPath, [cliPath(root), ...args, "--ast", "--format", "simple"], { cwd: root });
}

/** The CLI's own error line without its stack, e.g. "SyntaxError: EXPECT_… at line 1, column 6: ok {x". */
function cliMessage(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr ?? String(error);
  const line = stderr.split("\n").find((text) => text.trim() && !text.includes("Unknown user config"));
  return (line ?? "failed").replace(/^Error:\s*/, "").trim();
}

/**
 * compile-folder names no file when it fails, so only then each catalogue is compiled alone to
 * say which ones are broken.
 */
async function findBrokenFiles(root: string, files: string[], scratch: string): Promise<string[]> {
  const problems: string[] = [];
  for (const file of files) {
    try {
      await formatjs(root, ["compile", join(MESSAGES_DIR, file), "--out-file", join(scratch, `one-${file}`)]);
    } catch (error) {
      problems.push(`${join(MESSAGES_DIR, file)}: ${cliMessage(error)}`);
    }
  }
  return problems;
}

/**
 * Every compiled catalogue gets English under it, key by key, so a key a language lacks still
 * reads in English while the browser downloads one catalogue, not two (the first page's budget).
 * Then each is split into its core and its parts (engine/i18n/message-parts.ts), so the first
 * page downloads only the core. All are written unindented: the browser gets them as text
 * (engine/i18n/catalogues.ts). Returns the written file names.
 */
async function mergeEnglishUnderAndSplit(from: string, to: string, files: string[]): Promise<string[]> {
  const read = async (file: string) =>
    JSON.parse(await readFile(join(from, file), "utf8")) as Record<string, unknown>;
  const english = files.includes(ENGLISH_FILE) ? await read(ENGLISH_FILE) : {};
  await mkdir(to, { recursive: true });
  const written: string[] = [];
  for (const file of files) {
    const code = file.replace(/\.json$/, "");
    const pieces = new Map<MessagePart | null, Record<string, unknown>>(
      [null, ...MESSAGE_PART_NAMES].map((part) => [part, {}]),
    );
    for (const [id, message] of Object.entries({ ...english, ...(await read(file)) })) {
      const piece = pieces.get(messagePartOf(id));
      if (piece) piece[id] = message;
    }
    for (const [part, messages] of pieces) {
      const name = catalogueFileName(code, part);
      await writeFile(join(to, name), JSON.stringify(messages));
      written.push(name);
    }
  }
  return written;
}

/** Writes only what differs and removes outputs whose source is gone, so the dev server reloads only for real changes. */
async function syncOutput(from: string, to: string, files: string[]): Promise<string[]> {
  await mkdir(to, { recursive: true });
  const changed: string[] = [];
  for (const file of files) {
    const next = await readFile(join(from, file), "utf8");
    const current = await readFile(join(to, file), "utf8").catch(() => null);
    if (next === current) continue;
    await writeFile(join(to, file), next);
    changed.push(file);
  }
  for (const stale of (await readdir(to)).filter((file) => !files.includes(file))) {
    await rm(join(to, stale), { force: true });
    changed.push(stale);
  }
  return changed;
}

/** Compiles every catalogue; throws CatalogueCompileError (naming file and problem) and leaves the output untouched on failure. */
export async function compileCatalogues(root: string): Promise<CompileResult> {
  const source = join(root, MESSAGES_DIR);
  const files = (await readdir(source)).filter((file) => file.endsWith(".json")).sort();
  const problems: string[] = [];
  for (const file of files) {
    problems.push(...catalogueProblems(join(MESSAGES_DIR, file), await readFile(join(source, file), "utf8")));
  }
  if (problems.length) throw new CatalogueCompileError(problems);

  // A scratch folder keeps a half-written compile away from the dev server and the build.
  const scratch = await mkdtemp(join(tmpdir(), "wl-messages-"));
  try {
    const out = join(scratch, "out");
    try {
      await formatjs(root, ["compile-folder", MESSAGES_DIR, out]);
    } catch (error) {
      const broken = await findBrokenFiles(root, files, scratch);
      throw new CatalogueCompileError(broken.length ? broken : [cliMessage(error)]);
    }
    const split = join(scratch, "split");
    const written = await mergeEnglishUnderAndSplit(out, split, files);
    const changed = await syncOutput(split, join(root, COMPILED_DIR), written);
    return { files, changed };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
