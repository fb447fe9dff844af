/**
 * Compiles engine/pwa/sw.ts once into one classic script (dist/.app/sw.js) that still holds
 * `self.__WB_MANIFEST`; each merchant's build writes its precache list there.
 */
import { join } from "node:path";
import { build } from "vite";

export const SERVICE_WORKER_SOURCE = "engine/pwa/sw.ts";
/** What each merchant's list replaces; workbox-build looks for exactly this. */
export const INJECTION_POINT = "self.__WB_MANIFEST";

export async function compileServiceWorker(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    // Workbox logs every request unless it is told this is production.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: false,
      target: "es2022",
      copyPublicDir: false,
      lib: {
        entry: join(root, SERVICE_WORKER_SOURCE),
        formats: ["iife"],
        name: "wlServiceWorker",
        fileName: () => "sw.js",
      },
    },
  });
}
