/**
 * npm start: builds the chosen merchant (MERCHANT, else package.json config.defaultMerchant)
 * and serves it with the reference backend on one origin (PORT, default 8080).
 */
import { $, chalk } from "zx";
import { defaultMerchant, InvalidMerchantError, listMerchantCodes, loadMerchant } from "./lib/merchants";

const merchant = process.env.MERCHANT || defaultMerchant();
const known = listMerchantCodes();
if (!known.includes(merchant)) {
  console.error(chalk.red(`Unknown merchant "${merchant}". Known merchant codes: ${known.join(", ")}.`));
  console.error(`Run for example: MERCHANT=${known[0]} npm start`);
  process.exit(1);
}
try {
  loadMerchant(merchant);
} catch (error) {
  if (!(error instanceof InvalidMerchantError)) throw error;
  console.error(chalk.red(error.message));
  process.exit(1);
}

$.verbose = true;
await $`tsx scripts/build.ts --merchant ${merchant} --local`;
await $({
  env: { ...process.env, MERCHANT: merchant, MODE: process.env.MODE ?? "production" },
})`tsx server/main.ts`;
