/** Members and their sessions. A session belongs to one merchant: its token means nothing elsewhere. */
import { randomBytes } from "node:crypto";
import type { Database } from "../db";

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
  password_expired: boolean;
  update_password: boolean;
  first_time_login: boolean;
}

/** Usernames are matched without regard to case or surrounding spaces, as members type them. */
export async function findMemberByUsername(
  db: Database,
  merchant: string,
  username: string,
): Promise<MemberRow | undefined> {
  const result = await db.query<MemberRow>(
    "SELECT * FROM members WHERE merchant = $1 AND lower(username) = lower($2)",
    [merchant, username.trim()],
  );
  return result.rows[0];
}

export async function findMemberByToken(
  db: Database,
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

/** A new session token: 32 random bytes in hex, like the platform's opaque tokens. */
export async function createSession(db: Database, member: MemberRow): Promise<string> {
  const token = randomBytes(32).toString("hex");
  await db.query("INSERT INTO sessions (token, merchant, member_id, created_at) VALUES ($1, $2, $3, $4)", [
    token,
    member.merchant,
    member.id,
    Date.now(),
  ]);
  return token;
}

export async function deleteSession(db: Database, merchant: string, token: string): Promise<void> {
  await db.query("DELETE FROM sessions WHERE token = $1 AND merchant = $2", [token, merchant]);
}
