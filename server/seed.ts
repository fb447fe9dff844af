/**
 * Demo data for every merchant found in merchants/, written once: each part is seeded only when
 * the merchant has none of it yet (members: each one that is missing), so restarts keep what is
 * there and a new merchant folder is filled on the next start. What is seeded is listed in
 * server/seed-data/ and docs/dev-controls.md.
 */
import type { Database } from "./db";
import type { Merchant } from "./merchants";
import { writeReferral } from "./seed-data/referral";
import { writeHome, writePlaces } from "./seed-home";
import { hashMissingMembers, writeMembers } from "./seed-members";
import { writeMoney } from "./seed-money";
import { writePoints } from "./seed-points";
import { partSeeder } from "./seed-rows";
import { writeSupport } from "./seed-support";

export const DEMO_MEMBER = { username: "demo", password: "Demo@1234" } as const;

export async function seedAll(db: Database, merchants: Iterable<Merchant>): Promise<void> {
  const list = [...merchants];
  // Hash every missing member's password at once (scrypt runs on the thread pool), then write.
  const hashes = await Promise.all(list.map((merchant) => hashMissingMembers(db, merchant)));
  for (const [index, merchant] of list.entries())
    await writeMerchant(db, merchant, hashes[index] ?? new Map());
}

export async function seedMerchant(db: Database, merchant: Merchant): Promise<void> {
  await writeMerchant(db, merchant, await hashMissingMembers(db, merchant));
}

/** One merchant's parts, in the order their references need (members first, promotions before banners). */
async function writeMerchant(db: Database, merchant: Merchant, hashes: Map<string, string>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("INSERT INTO merchant_state (merchant) VALUES ($1) ON CONFLICT (merchant) DO NOTHING", [
      merchant.code,
    ]);
    await writeMembers(tx, merchant, hashes);
    const seedPart = partSeeder(tx, merchant.code);
    await writeMoney(tx, merchant, seedPart, [...hashes.keys()]);
    // After the members: each seeded member without points gets its points (and demo its missions).
    await writePoints(tx, merchant);
    await writeHome(tx, merchant, seedPart);
    await writePlaces(tx, merchant, seedPart);
    // After the members: every member gets a referral code, demo's invited friends are members too.
    await writeReferral(tx, merchant);
    await writeSupport(tx, merchant, seedPart);
  });
}
