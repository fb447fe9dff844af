/**
 * The sample merchants' merged configs (defaults ← base ← merchant), as the build sees them. The
 * runner loads and checks them once (scripts/lib/merchants.ts: about 0.75 s of CPU, most of it
 * compiling the schema's validators) and hands them down in the environment to its workers, which
 * a run starts about sixty times (one per project change and slot): none of them pays again.
 */
import type { MerchantConfig } from "../../engine/config/merchant-config";

const HANDED_DOWN = "WL_E2E_MERCHANT_CONFIGS";

async function load(): Promise<ReadonlyMap<string, MerchantConfig>> {
  const handed = process.env[HANDED_DOWN];
  if (handed) return new Map(Object.entries(JSON.parse(handed) as Record<string, MerchantConfig>));
  const { listMerchantCodes, loadMerchant } = await import("../../scripts/lib/merchants");
  const configs = new Map(listMerchantCodes().map((code) => [code, loadMerchant(code).config]));
  process.env[HANDED_DOWN] = JSON.stringify(Object.fromEntries(configs));
  return configs;
}

/** Every sample merchant's code, in the order the server lists them, with its merged config. */
export const merchantConfigs = await load();

export function merchantConfig(code: string): MerchantConfig {
  const config = merchantConfigs.get(code);
  if (!config) throw new Error(`No merchant "${code}" among ${[...merchantConfigs.keys()].join(", ")}`);
  return config;
}
