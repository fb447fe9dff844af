/**
 * Seeded invite-friends data (migration 6), per merchant: the programme's reward, a referral code
 * for every seeded member, two friends `demo` has invited, and agent2's approved application.
 * Written only where missing, like the rest of the seed (docs/dev-controls.md).
 */
import { randomBytes } from "node:crypto";
import { seededReferralCode } from "../data/referral";
import type { Queryable } from "../db";
import type { Merchant } from "../merchants";
import { hashPassword } from "../passwords";

/** Reward per registered friend in major units, by currency: a round sum in each market's terms. */
const REWARD_MAJOR: Record<string, number> = { CNY: 20, BRL: 10, AED: 10, THB: 50 };
const REWARD_MAJOR_DEFAULT = 10;

/** The friends `demo` brought, with the day they registered (fixed, so pages and tests are stable). */
export const SEED_INVITED = [
  { username: "sunnyday88", registeredAt: Date.UTC(2025, 1, 3, 9, 30) },
  { username: "jadewave21", registeredAt: Date.UTC(2025, 2, 18, 20, 5) },
] as const;
export const SEED_REFERRER = "demo";

/**
 * The invited friends are real members, but nobody is meant to sign in as them: each gets a
 * random secret, hashed once per process and merchant (scrypt is slow by design, and a reset
 * reseeds every merchant), so every stored hash still has its own salt.
 */
const friendHashes = new Map<string, Promise<string>>();
function friendPasswordHash(merchant: string, username: string): Promise<string> {
  const key = `${merchant}\n${username}`;
  let hash = friendHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(18).toString("base64url"));
    friendHashes.set(key, hash);
  }
  return hash;
}

export function rewardPerInvite(merchant: Merchant): number {
  const major = REWARD_MAJOR[merchant.currency.code] ?? REWARD_MAJOR_DEFAULT;
  return major * 10 ** merchant.currency.decimals;
}

export async function writeReferral(tx: Queryable, merchant: Merchant): Promise<void> {
  const code = merchant.code;
  const reward = rewardPerInvite(merchant);
  await tx.query(
    "INSERT INTO referral_programs (merchant, reward_per_invite) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    [code, reward],
  );

  const hashes = await Promise.all(SEED_INVITED.map((friend) => friendPasswordHash(code, friend.username)));
  for (const [index, friend] of SEED_INVITED.entries()) {
    await tx.query(
      `INSERT INTO members (merchant, username, password_hash, nickname, reg_date, language, email, payee_name)
       VALUES ($1, $2, $3, $2, $4, $5, $2 || '@example.com', $2)
       ON CONFLICT (merchant, username) DO NOTHING`,
      [code, friend.username, hashes[index], friend.registeredAt, merchant.defaultLanguage],
    );
  }

  // Every member of the merchant that has no code yet (the seeded ones, and the friends above).
  const members = await tx.query<{ id: number; username: string }>(
    `SELECT m.id, m.username FROM members m LEFT JOIN referral_codes c ON c.member_id = m.id
     WHERE m.merchant = $1 AND c.member_id IS NULL`,
    [code],
  );
  for (const member of members.rows) {
    await tx.query(
      "INSERT INTO referral_codes (member_id, merchant, code) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
      [member.id, code, seededReferralCode(code, member.username)],
    );
  }

  for (const friend of SEED_INVITED) {
    await tx.query(
      `INSERT INTO referral_invites (invitee_id, referrer_id, merchant, reward, created_at)
       SELECT f.id, r.id, $1, $4, $5 FROM members f, members r
       WHERE f.merchant = $1 AND f.username = $2 AND r.merchant = $1 AND r.username = $3
       ON CONFLICT (invitee_id) DO NOTHING`,
      [code, friend.username, SEED_REFERRER, reward, friend.registeredAt],
    );
  }

  await tx.query(
    `INSERT INTO agent_applications
       (merchant, member_id, contact_name, contact, channel, audience, description, state, created_at, reviewed_at)
     SELECT $1, id, 'Agent Two', 'agent2@example.com', 'COMMUNITY', '2,000',
       'I run a players'' group and post weekly tips; I would bring my members here.', 'APPROVED', $2, $3
     FROM members WHERE merchant = $1 AND username = 'agent2'
     ON CONFLICT (member_id) DO NOTHING`,
    [code, Date.UTC(2025, 3, 2, 10, 0), Date.UTC(2025, 3, 4, 15, 30)],
  );
}
