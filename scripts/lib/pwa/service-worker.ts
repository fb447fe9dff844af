/**
 * One merchant's sw.js: the compiled worker with that merchant's precache list, through
 * workbox-build's injectManifest (revisions for the unhashed files, none for the hashed ones).
 */
import { access } from "node:fs/promises";
import { join } from "node:path";
import { injectManifest } from "workbox-build";
import { PWA_SCOPE } from "../../../engine/constants";
import { SERVICE_WORKER_FILE } from "../../../engine/pwa/files";

export interface PrecacheReport {
  count: number;
  bytes: number;
  warnings: string[];
}

const HASHED_ASSET_URL = new RegExp(`^${PWA_SCOPE.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}assets/`);

/** A file name as a glob that matches only itself (brace and glob syntax escaped). */
const literal = (file: string) => file.replace(/[\\,{}()[\]*?!+@]/g, "\\$&");

/**
 * The list as one glob pattern: workbox walks the folder once per pattern, and one walk per file
 * (some 40) was most of a merchant's stamping once its images are cached. A one-name brace is not
 * expanded, so a single file stays a plain name.
 */
function asPatterns(files: readonly string[]): string[] {
  if (files.length === 0) return [];
  const names = files.map(literal);
  return [names.length === 1 ? (names[0] as string) : `{${names.join(",")}}`];
}

/** The one pattern no longer tells which file is missing (workbox warned per pattern): this does. */
async function missing(outDir: string, files: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    files.map((file) =>
      access(join(outDir, file)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return files.filter((_, index) => !found[index]);
}

export async function writeServiceWorker(
  compiledWorker: string,
  outDir: string,
  precache: readonly string[],
): Promise<PrecacheReport> {
  const { count, size, warnings } = await injectManifest({
    swSrc: compiledWorker,
    swDest: `${outDir}/${SERVICE_WORKER_FILE}`,
    globDirectory: outDir,
    globPatterns: asPatterns(precache),
    modifyURLPrefix: { "": PWA_SCOPE },
    // Their names change with their content: the name is the revision. Workbox tests this after
    // the prefix above is added, so the pattern carries the scope.
    dontCacheBustURLsMatching: HASHED_ASSET_URL,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  if (count < new Set(precache).size) {
    for (const file of await missing(outDir, precache)) warnings.push(`${file} is not there to precache`);
  }
  return { count, bytes: size, warnings };
}
