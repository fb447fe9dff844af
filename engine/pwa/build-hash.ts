/** The build's asset-manifest hash, written into index.html by the build (scripts/lib/pwa/). */
export const BUILD_HASH_META = "wl-asset-hash";

export function readBuildHash(doc: Document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_HASH_META}"]`)?.content || null;
}
