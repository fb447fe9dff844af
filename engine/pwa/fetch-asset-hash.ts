/**
 * Reads the served build's hash for the update check (spec §4, §7): /m/asset-manifest.json
 * first, the platform's older /mobile/mc/asset-manifest.json only when the first cannot be read
 * or names no hash (a CDN that serves only the old path, a deploy half-way). Null when neither
 * answers one: the check then waits for its next turn instead of guessing.
 */
import { ASSET_MANIFEST_PATH, LEGACY_ASSET_MANIFEST_PATH } from "../constants";

export const ASSET_MANIFEST_PATHS = [ASSET_MANIFEST_PATH, LEGACY_ASSET_MANIFEST_PATH] as const;

async function hashAt(fetcher: typeof fetch, path: string, now: number): Promise<string | null> {
  try {
    // The timestamp and no-store keep every cache (HTTP, CDN, service worker) out of the answer.
    const response = await fetcher(`${path}?timestamp=${now}`, { cache: "no-store" });
    if (!response.ok) return null;
    const manifest = (await response.json()) as { hash?: unknown } | null;
    return typeof manifest?.hash === "string" && manifest.hash !== "" ? manifest.hash : null;
  } catch {
    return null;
  }
}

export async function fetchAssetHash(fetcher: typeof fetch, now: () => number): Promise<string | null> {
  for (const path of ASSET_MANIFEST_PATHS) {
    const hash = await hashAt(fetcher, path, now());
    if (hash !== null) return hash;
  }
  return null;
}
