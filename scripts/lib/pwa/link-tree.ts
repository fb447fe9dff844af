import { copyFile, link, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";

/**
 * Puts the shared compiled files into a merchant's folder as hard links where the file system
 * allows (no bytes copied, the same for every merchant of a build), else as copies. A deploy
 * uploads them as ordinary files either way. `skip` names top-level entries left out.
 */
export async function linkTree(from: string, to: string, skip: ReadonlySet<string>): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target, new Set());
    else await link(source, target).catch(() => copyFile(source, target));
  }
}
