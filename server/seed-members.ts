/** The seed members of server/seed-data/members.ts: their password hashes, and their rows. */
import type { Database, Queryable } from "./db";
import type { Merchant } from "./merchants";
import { hashPassword } from "./passwords";
import { DEFAULT_VIP_LABELS, SEED_MEMBERS, type SeedMember } from "./seed-data/members";
import { countriesFor } from "./seed-data/places";
import { insertRows } from "./seed-rows";

// A fixed registration date keeps screenshots and tests stable across reseeds.
export const DEMO_REG_DATE = Date.UTC(2025, 0, 15);

/**
 * Hashes of seeded passwords, kept for the life of the process: scrypt takes about 0.1 s per
 * password by design, and POST /__dev/reset reseeds every merchant's members. Each member still
 * gets its own salt; a reseed gives it the same hash it had.
 */
const seedHashes = new Map<string, Promise<string>>();

function seedHash(merchant: string, member: SeedMember): Promise<string> {
  const key = `${merchant}\n${member.username}\n${member.password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(member.password);
    seedHashes.set(key, hash);
  }
  return hash;
}

/** username → password hash, for the seed members this merchant does not have yet. */
export async function hashMissingMembers(db: Database, merchant: Merchant): Promise<Map<string, string>> {
  const present = await db.query<{ username: string }>("SELECT username FROM members WHERE merchant = $1", [
    merchant.code,
  ]);
  const have = new Set(present.rows.map((row) => row.username));
  const missing = SEED_MEMBERS.filter((member) => !have.has(member.username));
  const hashes = await Promise.all(missing.map((member) => seedHash(merchant.code, member)));
  return new Map(missing.map((member, index) => [member.username, hashes[index] ?? ""]));
}

/** Each seed member `hashes` names (the ones the merchant lacks), with its label and counts. */
export async function writeMembers(
  tx: Queryable,
  merchant: Merchant,
  hashes: Map<string, string>,
): Promise<void> {
  const code = merchant.code;
  const homeDialing = countriesFor(merchant.currency.code)[0]?.dialing ?? "";
  const labels = merchant.vipLabels.length > 0 ? merchant.vipLabels : DEFAULT_VIP_LABELS;
  const labelName = (id: number | null) =>
    id === null
      ? null
      : (labels.find((label) => label.id === id) ?? DEFAULT_VIP_LABELS.find((label) => label.id === id))
          ?.name;
  await insertRows(
    tx,
    `members (merchant, username, password_hash, type, nickname, mobile, country_dialing_code, email,
      payee_name, reg_date, language, club_label_name, club_label_id, club_label_type, club_rank_level, rank_completed,
      rank_total, unread_count, first_time_login, password_expired)`,
    SEED_MEMBERS.filter((member) => hashes.has(member.username)).map((member) => [
      code,
      member.username,
      hashes.get(member.username),
      member.type,
      member.nickname,
      member.mobile,
      homeDialing,
      member.email,
      member.payeeName,
      DEMO_REG_DATE,
      merchant.defaultLanguage,
      labelName(member.labelId) ?? null,
      member.labelId,
      member.labelType,
      member.rankLevel,
      member.rankCompleted,
      member.rankTotal,
      member.unread,
      member.firstTimeLogin,
      member.passwordExpired,
    ]),
    "ON CONFLICT (merchant, username) DO NOTHING",
  );
}
