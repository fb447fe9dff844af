/**
 * npm start: builds the chosen merchant (MERCHANT, else package.json config.defaultMerchant)
 * and serves it with the reference backend on one origin (PORT, default 8080), in development
 * mode unless MODE says otherwise: the reference backend then plays every third party the
 * merchant uses (its stand-ins, server/dev/stand-ins.ts), so a first start on this machine makes
 * no request that fails (docs/decisions.md, "npm start plays the third parties").
 * `-- --no-build` serves what dist/ holds (a restart, or a test of the start itself).
 */
import { $, argv, chalk } from "zx";
import { defaultMerchant, InvalidMerchantError, listMerchantCodes, loadMerchant } from "./lib/merchants";

/** The mode a plain `npm start` serves in. */
const START_MODE = "development";

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
if (argv.build !== false) await $`tsx scripts/build.ts --merchant ${merchant} --local`;
await $({
  env: { ...process.env, MERCHANT: merchant, MODE: process.env.MODE || START_MODE },
})`tsx server/main.ts`;
