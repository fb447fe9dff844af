/**
 * A development control for the update check (spec §4): while set, a merchant's
 * /m/asset-manifest.json is served with another hash, as after a deploy, without rebuilding.
 */
export class AssetManifestOverrides {
  private readonly hashes = new Map<string, string>();

  set(merchant: string, hash: string | null): void {
    if (hash === null) this.hashes.delete(merchant);
    else this.hashes.set(merchant, hash);
  }

  hashFor(merchant: string): string | undefined {
    return this.hashes.get(merchant);
  }

  clear(): void {
    this.hashes.clear();
  }
}
