/**
 * Which projects run a browser journey (docs/decisions.md, "Which journeys run on both phones"):
 * the grepInvert patterns of playwright.config.ts, kept here so that they can be tested.
 *
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

/** The merchant a spec file's untagged `@one-merchant` journeys run on; `file` is its name under e2e/. */
export function dealtMerchant(file: string, merchants: readonly string[]): string {
  let best: string | undefined;
  let bestScore = -1;
  for (const merchant of merchants) {
    const score = hash32(`${merchant}\u0000${file}`);
    if (score > bestScore || (score === bestScore && best !== undefined && merchant < best)) {
      best = merchant;
      bestScore = score;
    }
  }
  if (best === undefined) throw new Error("No merchants to deal the browser journeys to");
  return best;
}

/** The spec files whose untagged `@one-merchant` journeys run on `code`. */
export function filesDealtTo(code: string, files: readonly string[], merchants: readonly string[]): string[] {
  return files.filter((file) => dealtMerchant(file, merchants) === code);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A journey naming another merchant than `code`. */
function namesAnotherMerchant(code: string): RegExp {
  return new RegExp(`${escapeRegExp(MERCHANT_TAG_PREFIX)}(?!${escapeRegExp(code)}(?:\\s|$))`);
}

/** An untagged `@one-merchant` journey in a file dealt to another merchant than `code`. */
function oneMerchantElsewhere(code: string, files: readonly string[], merchants: readonly string[]): RegExp {
  const mine = filesDealtTo(code, files, merchants).map(escapeRegExp);
  const inMine = `(?:^|[\\s/])(?:${mine.join("|") || "(?!)"})\\s`;
  return new RegExp(`^(?!.*${escapeRegExp(MERCHANT_TAG_PREFIX)})(?!.*${inMine})(?=.*@one-merchant(?:\\s|$))`);
}

/** What the dealing leaves out of one project: journeys of other merchants, and the second phone's share. */
export function dealingLeftOut(
  code: string,
  firstPhone: boolean,
  files: readonly string[],
  merchants: readonly string[],
): RegExp[] {
  return [
    namesAnotherMerchant(code),
    ...(firstPhone ? [oneMerchantElsewhere(code, files, merchants)] : [/@one-phone\b/, /@one-merchant\b/]),
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
