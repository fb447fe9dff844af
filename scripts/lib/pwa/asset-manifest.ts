/**
 * asset-manifest.json, read by the update check (spec §4): every file of the merchant's build
 * with a short hash of its content, and one hash over them all. index.html carries the hash of
 * the build it belongs to; a page that sees a different one in the served manifest knows a newer
 * build is out. index.html, sw.js and the manifest itself are not listed: index.html is where the
 * hash is written, and sw.js follows from the files listed.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { ASSET_MANIFEST_FILE, SERVICE_WORKER_FILE } from "../../../engine/pwa/files";

export interface AssetManifest {
  hash: string;
  /** The entry's files, as `<script>` and `<link>` load them. */
  entrypoints: string[];
  /** Relative path → content hash. */
  files: Record<string, string>;
}

const UNLISTED = new Set(["index.html", SERVICE_WORKER_FILE, ASSET_MANIFEST_FILE]);

export const contentHash = (content: Buffer | string) =>
  createHash("sha256").update(content).digest("hex").slice(0, 16);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Hashes of the shared compiled files, by name. Vite puts a content hash in every name under
 * assets/, so a name stands for one content: each merchant of a build reuses the hash instead of
 * reading the same file again (build once, stamp N).
 */
const sharedAssetHashes = new Map<string, string>();
const isSharedAsset = (file: string) => file.startsWith("assets/");

export async function buildAssetManifest(outDir: string, entrypoints: string[]): Promise<AssetManifest> {
  const listed = (await listFiles(outDir)).filter((file) => !UNLISTED.has(file));
  // All read at once: a merchant's own files are many and small, and reading them one after
  // another was mostly waiting.
  const hashes = await Promise.all(
    listed.map(async (file) => {
      const known = isSharedAsset(file) ? sharedAssetHashes.get(file) : undefined;
      const hash = known ?? contentHash(await readFile(join(outDir, file)));
      if (isSharedAsset(file)) sharedAssetHashes.set(file, hash);
      return hash;
    }),
  );
  const files: Record<string, string> = {};
  listed.forEach((file, index) => {
    files[file] = hashes[index] as string;
  });
  const hash = contentHash(
    Object.entries(files)
      .map(([file, hash]) => `${file} ${hash}`)
      .join("\n"),
  );
  return { hash, entrypoints, files };
}
