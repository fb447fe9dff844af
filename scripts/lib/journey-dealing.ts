/**
 * Which projects run a browser journey (docs/decisions.md, "Which journeys run on both phones" and
 * "Which merchants a journey meets"): the grepInvert patterns of playwright.config.ts, kept here
 * so that they can be tested.
 *
 * - A journey with neither tag below reads the merchant (its texts, money, features) and runs on
 *   the merchants its spec file is spread to (`fileSpreads`): on the iPhone the file's first
 *   merchant, and more where the file's journeys branch on a setting, until each value of each
 *   such setting is met; on the second phone the file's second merchant. `npm run test:merchant`
 *   runs a merchant's whole column instead (E2E_MATRIX=full).
 * - `@every-merchant`: the journey is about each merchant as it is (its accessibility, its look, its policy)
 *   and runs on every merchant.
 * - `@merchant:<code>`: the journey needs that merchant (its outcome depends on a setting only it
 *   has) and runs in that merchant's projects only.
 * - `@one-merchant` without a merchant tag: no merchant setting changes the outcome, so it runs
 *   once, on the first phone of the merchant its spec file is dealt to. The file's name alone
 *   decides (rendezvous hashing: the merchant whose hash with the name is highest), so adding a
 *   spec file moves no other file, and adding a merchant moves only the files the new one wins.
 * - `@one-phone`: on the first phone only.
 *
 * Playwright matches the patterns against "project file describe… title tags".
 */

import { LANGUAGES } from "../../engine/i18n/languages";

/** The tag by which a journey names the merchant it needs, e.g. `@merchant:royal`. */
export const MERCHANT_TAG_PREFIX = "@merchant:";
const MERCHANT_TAG = /@merchant:([^\s"'`,\]]*)/g;

/**
 * FNV-1a over the UTF-16 code units, then murmur3's finaliser so that every input character moves
 * every output bit (the file names share their ending): small, stable, well spread; not for secrets.
 */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The merchants in the order a spec file prefers them: highest hash with the file's name first (rendezvous). */
export function rankedMerchants(file: string, merchants: readonly string[]): string[] {
  const score = new Map(merchants.map((merchant) => [merchant, hash32(`${merchant}\u0000${file}`)]));
  return [...merchants].sort(
    (a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
  );
}

/** The merchant a spec file's untagged `@one-merchant` journeys run on; `file` is its name under e2e/. */
export function dealtMerchant(file: string, merchants: readonly string[]): string {
  const [best] = rankedMerchants(file, merchants);
  if (best === undefined) throw new Error("No merchants to deal the browser journeys to");
  return best;
}

/**
 * A merchant setting a spec file's journeys take different paths on: its path in the merchant's
 * config, and the literal it is compared with when it is (`"BRL"`, `false`), or `whole` when the
 * condition calls something on it (`vipLabels.some(…)`), so that any difference in it counts.
 */
export interface BranchSetting {
  path: string;
  equals?: string;
  whole?: boolean;
}

/** Methods a condition calls on a setting: what decides is then the whole value. */
const CALLED = new Set(["some", "every", "find", "filter", "includes", "map", "slice", "trim", "length"]);
/** A line that decides something: an if, a ternary, a comparison or a logical operator. */
const DECIDES = /\b(?:if|while) \(|\s\?\s|[!=]==|&&|\|\||!merchant\b/;
const READ =
  /\bmerchant((?:\??\.[A-Za-z_$][\w$]*)+)(\)*\s*[!=]==\s*("[^"]*"|'[^']*'|true|false|null|undefined|-?\d+))?/g;

/**
 * The merchant settings a spec file's journeys branch on: every `merchant.…` read on a line that
 * decides something. A line read, not a parse: a setting copied into a variable first and tested
 * later is not seen, which is why a journey that hides its branch so names its merchant instead
 * (`@merchant:<code>`); `npm run test:merchant` still meets it on every merchant.
 */
export function branchSettings(source: string): BranchSetting[] {
  const found = new Map<string, BranchSetting>();
  // The one derived setting the journeys branch on: the default language's writing direction.
  const text = source.replace(
    /LANGUAGES\[merchant\.languages\.default\]\.dir\b/g,
    "merchant.languages.direction",
  );
  for (const line of text.split("\n")) {
    if (!DECIDES.test(line)) continue;
    for (const [, chain = "", , literal] of line.matchAll(READ)) {
      const names = chain.replace(/\?/g, "").split(".").filter(Boolean);
      const whole = names.length > 1 && CALLED.has(names[names.length - 1] ?? "");
      const path = (whole ? names.slice(0, -1) : names).join(".");
      const setting: BranchSetting = whole ? { path, whole } : literal ? { path, equals: literal } : { path };
      found.set(JSON.stringify(setting), setting);
    }
  }
  return [...found.values()];
}

/** A setting's value in a merchant's config; `languages.direction` is its default language's. */
export function readSetting(config: unknown, path: string): unknown {
  if (path === "languages.direction") {
    const code = readSetting(config, "languages.default") as keyof typeof LANGUAGES;
    return LANGUAGES[code]?.dir ?? "ltr";
  }
  let value: unknown = config;
  for (const name of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[name];
  return value;
}

/** Which way a merchant takes a branch: the comparison's result, the whole value, or its truth. */
function branchTaken(setting: BranchSetting, value: unknown): string {
  if (setting.equals !== undefined) {
    const literal = setting.equals.replace(/^['"]|['"]$/g, "");
    return String(String(value) === literal);
  }
  return setting.whole ? JSON.stringify(value ?? null) : String(Boolean(value));
}

/**
 * The merchants a spec file's journeys that read the merchant run on: walking the merchants in
 * the file's order (`rankedMerchants`), each one that takes a branch no merchant before it took,
 * then more in that order up to `least`. Every value of every setting the file branches on is
 * met, and the choice moves only when the file's branches, its name or the merchants change.
 */
export function spreadMerchants(
  file: string,
  settings: readonly BranchSetting[],
  configOf: (merchant: string) => unknown,
  merchants: readonly string[],
  least: number,
): string[] {
  const taken = new Set<string>();
  const chosen: string[] = [];
  const ranked = rankedMerchants(file, merchants);
  for (const merchant of ranked) {
    const branches = settings.map(
      (setting, index) => `${index}:${branchTaken(setting, readSetting(configOf(merchant), setting.path))}`,
    );
    if (!branches.some((branch) => !taken.has(branch))) continue;
    for (const branch of branches) taken.add(branch);
    chosen.push(merchant);
  }
  for (const merchant of ranked)
    if (chosen.length < least && !chosen.includes(merchant)) chosen.push(merchant);
  return ranked.filter((merchant) => chosen.includes(merchant));
}

/** The spec files whose untagged `@one-merchant` journeys run on `code`. */
export function filesDealtTo(code: string, files: readonly string[], merchants: readonly string[]): string[] {
  return files.filter((file) => dealtMerchant(file, merchants) === code);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A journey naming another merchant than `code`. */
export function namesAnotherMerchant(code: string): RegExp {
  return new RegExp(`${escapeRegExp(MERCHANT_TAG_PREFIX)}(?!${escapeRegExp(code)}(?:\\s|$))`);
}

/** An untagged `@one-merchant` journey in a file dealt to another merchant than `code`. */
function oneMerchantElsewhere(code: string, files: readonly string[], merchants: readonly string[]): RegExp {
  const mine = filesDealtTo(code, files, merchants).map(escapeRegExp);
  const inMine = `(?:^|[\\s/])(?:${mine.join("|") || "(?!)"})\\s`;
  return new RegExp(`^(?!.*${escapeRegExp(MERCHANT_TAG_PREFIX)})(?!.*${inMine})(?=.*@one-merchant(?:\\s|$))`);
}

/**
 * Where a spec file's journeys that read the merchant run: on the first phone the merchants that
 * meet every branch of the file (`spreadMerchants`), on the second phone the file's second
 * merchant, so that a journey run on both phones meets two merchants even where one covers every
 * branch of the file.
 */
export interface FileSpread {
  firstPhone: readonly string[];
  secondPhone: string;
}

/**
 * A spec file's spreads: for its journeys with none of the offer tags it uses ("" here), and for
 * those with each one (`@social`, `@pix`…: the journey runs only where the merchant offers it,
 * `offering`), over the merchants that offer it; each from the settings the file branches on.
 */
export function fileSpreads(
  file: string,
  source: string,
  configOf: (merchant: string) => unknown,
  merchants: readonly string[],
  offering: ReadonlyMap<string, readonly string[]>,
  /** Settings the file's journeys branch on outside its source (its fixtures'). */
  extraSettings: readonly BranchSetting[] = [],
): Map<string, FileSpread> {
  const settings = [...branchSettings(source), ...extraSettings];
  const spread = (among: readonly string[]): FileSpread => {
    const [first, second] = rankedMerchants(file, among);
    if (first === undefined) throw new Error(`No merchant to run ${file} on`);
    return { firstPhone: spreadMerchants(file, settings, configOf, among, 1), secondPhone: second ?? first };
  };
  const spreads = new Map([["", spread(merchants)]]);
  for (const [tag, offeredBy] of offering)
    if (hasTag(source, tag) && offeredBy.length > 0) spreads.set(tag, spread(offeredBy));
  return spreads;
}

/** A tag in a grep title or a spec's source, not the start of a longer one (`@push`, not `@push-x`). */
export const tagPattern = (tag: string) => `${escapeRegExp(tag)}(?![\\w-])`;
const hasTag = (text: string, tag: string) => new RegExp(tagPattern(tag)).test(text);

/** A journey that reads the merchant: it names none, and is neither @one-merchant nor @every-merchant. */
const READS_MERCHANT = `^(?!.*${escapeRegExp(MERCHANT_TAG_PREFIX)})(?!.*@one-merchant(?:\\s|$))(?!.*@every-merchant(?:\\s|$))`;

/** In one of these spec files (top-level names under e2e/, as Playwright writes them between spaces). */
const inFiles = (files: readonly string[]) => `(?=.*\\s(?:${files.map(escapeRegExp).join("|")})\\s)`;

/** The journeys that read the merchant, in files (and offer groups) not spread to `code` on this phone. */
function spreadElsewhere(
  code: string,
  firstPhone: boolean,
  files: readonly string[],
  spreadsOf: (file: string) => ReadonlyMap<string, FileSpread>,
): RegExp[] {
  const runsHere = (spread: FileSpread) =>
    firstPhone ? spread.firstPhone.includes(code) : spread.secondPhone === code;
  // One pattern per kind of journey, naming the files where that kind runs elsewhere.
  const elsewhere = new Map<string, string[]>();
  for (const file of files) {
    const spreads = spreadsOf(file);
    const tags = [...spreads.keys()].filter(Boolean);
    for (const [tag, spread] of spreads) {
      const kind = tag
        ? `(?=.*${tagPattern(tag)})`
        : tags.length
          ? `(?!.*(?:${tags.map(tagPattern).join("|")}))`
          : "";
      if (!runsHere(spread)) elsewhere.set(kind, [...(elsewhere.get(kind) ?? []), file]);
    }
  }
  return [...elsewhere].map(([kind, inThem]) => new RegExp(`${READS_MERCHANT}${kind}${inFiles(inThem)}`));
}

/**
 * What the dealing leaves out of one project: journeys of other merchants, the second phone's
 * share, and, given `spreadsOf`, the journeys that read the merchant in files spread elsewhere
 * (without it, every merchant's whole column: `npm run test:merchant`).
 */
export function dealingLeftOut(
  code: string,
  firstPhone: boolean,
  files: readonly string[],
  merchants: readonly string[],
  spreadsOf?: (file: string) => ReadonlyMap<string, FileSpread>,
): RegExp[] {
  return [
    namesAnotherMerchant(code),
    ...(firstPhone ? [oneMerchantElsewhere(code, files, merchants)] : [/@one-phone\b/, /@one-merchant\b/]),
    ...(spreadsOf ? spreadElsewhere(code, firstPhone, files, spreadsOf) : []),
  ];
}

/**
 * Merchant tags in the spec sources that name no merchant: such a journey would run nowhere,
 * silently, so the config refuses to start. `sources` maps a file name to its text.
 */
export function unknownMerchantTags(
  sources: ReadonlyMap<string, string>,
  merchants: readonly string[],
): string[] {
  const known = new Set(merchants);
  const problems: string[] = [];
  for (const [file, text] of sources)
    for (const [tag, code = ""] of text.matchAll(MERCHANT_TAG))
      if (!known.has(code))
        problems.push(`${file}: ${tag} names no merchant (known: ${merchants.join(", ")})`);
  return problems;
}
