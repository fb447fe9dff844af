/** Members and their sessions. A session belongs to one merchant: its token means nothing elsewhere. */
import { randomBytes } from "node:crypto";
import type { Queryable } from "../db";

export interface MemberRow {
  id: number;
  merchant: string;
  username: string;
  password_hash: string;
  type: number;
  nickname: string;
  mobile: string;
  reg_date: number;
  language: string;
  club_label_name: string | null;
  club_label_id: number | null;
  club_rank_level: number | null;
  /** AUTO (benefits show) or MANUAL. */
  club_label_type: string;
  password_expired: boolean;
  update_password: boolean;
  first_time_login: boolean;
  email: string;
  payee_name: string;
  country_dialing_code: string;
  register_method: string | null;
  register_url: string | null;
  register_domain: string | null;
  referral_code: string | null;
  affiliate_code: string | null;
  pixel_track: unknown;
  login_device_id: string | null;
  two_factor_methods: string[];
  token_ip_different: boolean;
  unread_count: number;
  rank_completed: number;
  rank_total: number;
}

/** Usernames are matched without regard to case or surrounding spaces, as members type them. */
export async function findMemberByUsername(
  db: Queryable,
  merchant: string,
  username: string,
): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>(
    "SELECT * FROM members WHERE merchant = $1 AND lower(username) = lower($2)",
    [merchant, username.trim()],
  );
  return result.rows[0];
}

/** Mobile numbers are stored as digits without the country's dialling code. */
export async function findMemberByMobile(
  db: Queryable,
  merchant: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>(
    "SELECT * FROM members WHERE merchant = $1 AND mobile = $2 ORDER BY id LIMIT 1",
    [merchant, mobile.trim()],
  );
  return result.rows[0];
}

export async function findMemberById(
  db: Queryable,
  merchant: string,
  id: number,
): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>("SELECT * FROM members WHERE merchant = $1 AND id = $2", [
    merchant,
    id,
  ]);
  return result.rows[0];
}

export async function findMemberByToken(
  db: Queryable,
  merchant: string,
  token: string,
): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>(
    `SELECT members.* FROM sessions JOIN members ON members.id = sessions.member_id
     WHERE sessions.token = $1 AND sessions.merchant = $2`,
    [token, merchant],
  );
  return result.rows[0];
}

/** What registration knows about a new member; everything else takes the column defaults. */
export interface NewMember {
  merchant: string;
  username: string;
  passwordHash: string;
  mobile: string;
  countryDialingCode: string;
  language: string;
  registerMethod: string | null;
  registerUrl: string | null;
  registerDomain: string | null;
  referralCode: string | null;
  affiliateCode: string | null;
  pixelTrack: unknown;
  loginDeviceId: string | null;
}

export async function createMember(db: Queryable, member: NewMember): Promise<MemberRow> {
  const result = await db.query<MemberRow>(
    `INSERT INTO members (merchant, username, password_hash, mobile, country_dialing_code, reg_date, language,
       register_method, register_url, register_domain, referral_code, affiliate_code, pixel_track,
       login_device_id, nickname)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $2)
     RETURNING *`,
    [
      member.merchant,
      member.username,
      member.passwordHash,
      member.mobile,
      member.countryDialingCode,
      Date.now(),
      member.language,
      member.registerMethod,
      member.registerUrl,
      member.registerDomain,
      member.referralCode,
      member.affiliateCode,
      member.pixelTrack === undefined || member.pixelTrack === null
        ? null
        : JSON.stringify(member.pixelTrack),
      member.loginDeviceId,
    ],
  );
  const row = result.rows[0];
  if (!row) throw new Error("INSERT … RETURNING gave no row");
  return row;
}

/** The settable columns of a member (dev controls and member calls), by column name. */
export type MemberChange = Partial<
  Pick<
    MemberRow,
    | "language"
    | "password_hash"
    | "password_expired"
    | "update_password"
    | "first_time_login"
    | "two_factor_methods"
    | "token_ip_different"
    | "unread_count"
  >
>;

export async function updateMember(db: Queryable, id: number, change: MemberChange): Promise<void> {
  const entries = Object.entries(change).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  // Column names come from the MemberChange keys above, never from a request.
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`).join(", ");
  await db.query(`UPDATE members SET ${assignments} WHERE id = $1`, [
    id,
    ...entries.map(([, value]) => value),
  ]);
}

/** A new session token: 32 random bytes in hex, like the platform's opaque tokens. */
export async function createSession(db: Queryable, member: MemberRow): Promise<string> {
  const token = randomBytes(32).toString("hex");
  await db.query("INSERT INTO sessions (token, merchant, member_id, created_at) VALUES ($1, $2, $3, $4)", [
    token,
    member.merchant,
    member.id,
    Date.now(),
  ]);
  return token;
}

export async function deleteSession(db: Queryable, merchant: string, token: string): Promise<void> {
  await db.query("DELETE FROM sessions WHERE token = $1 AND merchant = $2", [token, merchant]);
}
