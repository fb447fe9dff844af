/**
 * One merchant's sw.js: the compiled worker with that merchant's precache list, through
 * workbox-build's injectManifest (revisions for the unhashed files, none for the hashed ones).
 */
import { injectManifest } from "workbox-build";
import { PWA_SCOPE } from "../../../engine/constants";
import { SERVICE_WORKER_FILE } from "../../../engine/pwa/files";

export interface PrecacheReport {
  count: number;
  bytes: number;
  warnings: string[];
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
    globPatterns: [...precache],
    modifyURLPrefix: { "": PWA_SCOPE },
    // Their names change with their content: the name is the revision.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  return { count, bytes: size, warnings };
}
