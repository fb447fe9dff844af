/**
 * Invite friends (referral codes, the friends who registered with them, the programme's reward),
 * the member's own available promotions, and agents' applications (migration 6).
 */
import { createHash, randomInt } from "node:crypto";
import type { Queryable } from "../db";

/** Letters and digits that cannot be mistaken for each other when a code is read aloud or typed. */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 8;

/** A random code (new members): 32^8 codes, so a clash is retried, never expected. */
export function randomReferralCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

/** The code a seeded member gets: the same after every reseed, so screenshots and tests can rely on it. */
export function seededReferralCode(merchant: string, username: string): string {
  const digest = createHash("sha256").update(`${merchant}\n${username}`).digest();
  return Array.from(
    digest.subarray(0, CODE_LENGTH),
    (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length],
  ).join("");
}

export async function referralReward(db: Queryable, merchant: string): Promise<number> {
  const result = await db.query<{ reward_per_invite: string | number }>(
    "SELECT reward_per_invite FROM referral_programs WHERE merchant = $1",
    [merchant],
  );
  return Number(result.rows[0]?.reward_per_invite ?? 0);
}

export async function setReferralReward(db: Queryable, merchant: string, minor: number): Promise<void> {
  await db.query(
    `INSERT INTO referral_programs (merchant, reward_per_invite) VALUES ($1, $2)
     ON CONFLICT (merchant) DO UPDATE SET reward_per_invite = EXCLUDED.reward_per_invite`,
    [merchant, minor],
  );
}

/** The member's code, made on first use (members who registered here get theirs when they ask). */
export async function referralCodeOf(db: Queryable, merchant: string, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await db.query<{ code: string }>(
      `INSERT INTO referral_codes (member_id, merchant, code) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING code`,
      [memberId, merchant, randomReferralCode()],
    );
    if (inserted.rows[0]) return inserted.rows[0].code;
    const existing = await db.query<{ code: string }>(
      "SELECT code FROM referral_codes WHERE member_id = $1",
      [memberId],
    );
    if (existing.rows[0]) return existing.rows[0].code;
    // Neither inserted nor ours: the random code was another member's. Draw again.
  }
  throw new Error("No free referral code after 5 tries");
}

/**
 * Links a new member to the member whose code they registered with. An unknown code is not an
 * error: the platform registers the member anyway (a mistyped code must not cost a sign-up).
 * Answers whether an invite was recorded.
 */
export async function recordInvite(
  db: Queryable,
  merchant: string,
  inviteeId: number,
  code: string | null,
  now = Date.now(),
): Promise<boolean> {
  if (!code) return false;
  const referrer = await db.query<{ member_id: number }>(
    "SELECT member_id FROM referral_codes WHERE merchant = $1 AND upper(code) = upper($2)",
    [merchant, code.trim()],
  );
  const referrerId = referrer.rows[0]?.member_id;
  if (referrerId === undefined || referrerId === inviteeId) return false;
  const reward = await referralReward(db, merchant);
  const inserted = await db.query(
    `INSERT INTO referral_invites (invitee_id, referrer_id, merchant, reward, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (invitee_id) DO NOTHING`,
    [inviteeId, referrerId, merchant, reward, now],
  );
  return (inserted.affectedRows ?? 0) > 0;
}

export interface InviteRow {
  username: string;
  reward: number;
  created_at: number;
}

export async function invitesOf(db: Queryable, referrerId: number): Promise<InviteRow[]> {
  const result = await db.query<{ username: string; reward: string | number; created_at: string | number }>(
    `SELECT m.username, i.reward, i.created_at FROM referral_invites i
     JOIN members m ON m.id = i.invitee_id
     WHERE i.referrer_id = $1 ORDER BY i.created_at DESC, i.invitee_id DESC`,
    [referrerId],
  );
  return result.rows.map((row) => ({
    username: row.username,
    reward: Number(row.reward),
    created_at: Number(row.created_at),
  }));
}

/** kind → enabled, for the kinds the member has their own setting for. */
export async function memberPromotions(db: Queryable, memberId: number): Promise<Map<string, boolean>> {
  const result = await db.query<{ kind: string; enabled: boolean }>(
    "SELECT kind, enabled FROM member_promotions WHERE member_id = $1",
    [memberId],
  );
  return new Map(result.rows.map((row) => [row.kind, row.enabled]));
}

/** Sets the member's own switch of a promotion kind; null lets it follow the merchant again. */
export async function setMemberPromotion(
  db: Queryable,
  memberId: number,
  kind: string,
  enabled: boolean | null,
): Promise<void> {
  if (enabled === null) {
    await db.query("DELETE FROM member_promotions WHERE member_id = $1 AND kind = $2", [memberId, kind]);
    return;
  }
  await db.query(
    `INSERT INTO member_promotions (member_id, kind, enabled) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled`,
    [memberId, kind, enabled],
  );
}

/** The merchant's site-wide switch of a promotion kind (MCSFE_getMerchantAvailablePromotions). */
export async function setMerchantPromotion(
  db: Queryable,
  merchant: string,
  kind: string,
  enabled: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO merchant_promotions (merchant, kind, enabled, count) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant, kind) DO UPDATE SET enabled = EXCLUDED.enabled`,
    [merchant, kind, enabled, enabled ? 1 : 0],
  );
}

export const AGENT_CHANNELS = ["SOCIAL", "WEBSITE", "COMMUNITY", "OFFLINE", "OTHER"] as const;
export type AgentChannel = (typeof AGENT_CHANNELS)[number];
export const AGENT_STATES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type AgentState = (typeof AGENT_STATES)[number];

export interface AgentApplicationRow {
  id: number;
  contact_name: string;
  contact: string;
  channel: AgentChannel;
  audience: string;
  description: string;
  state: AgentState;
  created_at: number;
  reviewed_at: number | null;
}

const APPLICATION_COLUMNS =
  "id, contact_name, contact, channel, audience, description, state, created_at, reviewed_at";

function applicationOf(row: Record<string, unknown>): AgentApplicationRow {
  return {
    ...(row as unknown as AgentApplicationRow),
    created_at: Number(row.created_at),
    reviewed_at: row.reviewed_at === null ? null : Number(row.reviewed_at),
  };
}

export async function agentApplicationOf(
  db: Queryable,
  memberId: number,
): Promise<AgentApplicationRow | undefined> {
  const result = await db.query<Record<string, unknown>>(
    `SELECT ${APPLICATION_COLUMNS} FROM agent_applications WHERE member_id = $1`,
    [memberId],
  );
  return result.rows[0] ? applicationOf(result.rows[0]) : undefined;
}

/**
 * Stores an application, or replaces a rejected one. Answers undefined when one is pending or
 * approved already (the unique member_id decides between two sends at once).
 */
export async function submitAgentApplication(
  db: Queryable,
  application: {
    merchant: string;
    memberId: number;
    contactName: string;
    contact: string;
    channel: AgentChannel;
    audience: string;
    description: string;
  },
  now = Date.now(),
): Promise<AgentApplicationRow | undefined> {
  const result = await db.query<Record<string, unknown>>(
    `INSERT INTO agent_applications
       (merchant, member_id, contact_name, contact, channel, audience, description, state, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING', $8)
     ON CONFLICT (member_id) DO UPDATE SET
       contact_name = EXCLUDED.contact_name, contact = EXCLUDED.contact, channel = EXCLUDED.channel,
       audience = EXCLUDED.audience, description = EXCLUDED.description, state = 'PENDING',
       created_at = EXCLUDED.created_at, reviewed_at = NULL
     WHERE agent_applications.state = 'REJECTED'
     RETURNING ${APPLICATION_COLUMNS}`,
    [
      application.merchant,
      application.memberId,
      application.contactName,
      application.contact,
      application.channel,
      application.audience,
      application.description,
      now,
    ],
  );
  return result.rows[0] ? applicationOf(result.rows[0]) : undefined;
}

/** The back office's answer to an application (a dev control here). */
export async function reviewAgentApplication(
  db: Queryable,
  memberId: number,
  state: AgentState,
  now = Date.now(),
): Promise<AgentApplicationRow | undefined> {
  const result = await db.query<Record<string, unknown>>(
    `UPDATE agent_applications SET state = $2, reviewed_at = $3 WHERE member_id = $1
     RETURNING ${APPLICATION_COLUMNS}`,
    [memberId, state, state === "PENDING" ? null : now],
  );
  return result.rows[0] ? applicationOf(result.rows[0]) : undefined;
}

export interface Availability {
  enabled: boolean;
  count: number;
}

/**
 * MCSFE_getMerchantAvailablePromotions: the merchant's switches (site-wide, the call without
 * Authorization), or with a member the member's own (spec section 3, "common and personal
 * data"): the member's switch where they have one, else the merchant's.
 */
export async function availablePromotionsOf(
  db: Queryable,
  merchant: string,
  memberId?: number,
): Promise<Record<string, Availability>> {
  const rows = await db.query<{ kind: string; enabled: boolean; count: number }>(
    "SELECT kind, enabled, count FROM merchant_promotions WHERE merchant = $1 ORDER BY kind",
    [merchant],
  );
  const own = memberId === undefined ? new Map<string, boolean>() : await memberPromotions(db, memberId);
  return Object.fromEntries(
    rows.rows.map((row) => {
      const enabled = own.get(row.kind) ?? row.enabled;
      return [row.kind, { enabled, count: enabled ? row.count : 0 }];
    }),
  );
}
