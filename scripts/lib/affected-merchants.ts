/**
 * Which merchants' test columns a change touches. A change inside merchants/<code>/ reaches that
 * merchant and every merchant that extends it (directly or through another); a change to anything
 * the app, the backend or the tests are made of reaches them all; documentation reaches none.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { listMerchantCodes } from "./merchants";
import { MERCHANTS_DIR } from "./paths";

/** Paths whose changes cannot alter what a browser test sees. */
const INERT = [/^docs\//, /\.md$/, /^bench\//, /^\.gitignore$/, /^LICENSE/];

/** code → the code it extends, read from each merchant file's own `extends`. */
export function readBases(
  merchantsDir = MERCHANTS_DIR,
  codes = listMerchantCodes(merchantsDir),
): Map<string, string> {
  const bases = new Map<string, string>();
  for (const code of codes) {
    const file = join(merchantsDir, code, "merchant.json");
    if (!existsSync(file)) continue;
    try {
      const base = (JSON.parse(readFileSync(file, "utf8")) as { extends?: unknown }).extends;
      if (typeof base === "string") bases.set(code, base);
    } catch {
      // A broken file still names its own folder: its column runs, and validation says what is wrong.
    }
  }
  return bases;
}

/** The merchant and everything built on it, in the order of `codes`. */
export function withDescendants(roots: Set<string>, codes: string[], bases: Map<string, string>): string[] {
  const reached = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const code of codes) {
      const base = bases.get(code);
      if (base && reached.has(base) && !reached.has(code)) {
        reached.add(code);
        grew = true;
      }
    }
  }
  return codes.filter((code) => reached.has(code));
}

export interface Affected {
  merchants: string[];
  /** Why: the first path that made every merchant run, or the merchant folders that changed. */
  reason: string;
}

export function affectedMerchants(changed: string[], codes: string[], bases: Map<string, string>): Affected {
  const own = new Set<string>();
  for (const path of changed) {
    const folder = /^merchants\/([^/]+)\//.exec(path)?.[1];
    if (folder) {
      // A folder that is not a merchant (shared assets beside them) reaches everyone.
      if (!codes.includes(folder)) return { merchants: codes, reason: path };
      own.add(folder);
      continue;
    }
    if (INERT.some((pattern) => pattern.test(path))) continue;
    return { merchants: codes, reason: path };
  }
  const merchants = withDescendants(own, codes, bases);
  return {
    merchants,
    reason: own.size ? `merchants/${[...own].join(", merchants/")}` : "no change reaches a merchant",
  };
}
