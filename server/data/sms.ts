/** SMS verification codes "sent" to mobile numbers (the demo sends nothing: a dev control reads them). */
import { randomInt } from "node:crypto";
import type { Queryable } from "../db";

/** How long a code stays valid; the client's countdown falls back to the same 60 s (spec §9). */
export const SMS_CODE_LIFETIME_MS = 60_000;

export interface SmsCodeRow {
  id: number;
  merchant: string;
  country_dialing_code: string;
  mobile: string;
  code: string;
  sent_at: number;
  expires_at: number;
  used_at: number | null;
}

export async function issueSmsCode(
  db: Queryable,
  merchant: string,
  countryDialingCode: string,
  mobile: string,
): Promise<SmsCodeRow> {
  const code = String(randomInt(1_000_000)).padStart(6, "0");
  const now = Date.now();
  const result = await db.query<SmsCodeRow>(
    `INSERT INTO sms_codes (merchant, country_dialing_code, mobile, code, sent_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [merchant, countryDialingCode, mobile, code, now, now + SMS_CODE_LIFETIME_MS],
  );
  const row = result.rows[0];
  if (!row) throw new Error("INSERT … RETURNING gave no row");
  return row;
}

/** The newest code sent to a number; `merchant` undefined looks across merchants (dev control). */
export async function lastSmsCode(
  db: Queryable,
  mobile: string,
  merchant?: string,
): Promise<SmsCodeRow | undefined> {
  const result = await db.query<SmsCodeRow>(
    `SELECT * FROM sms_codes WHERE mobile = $1 AND ($2::text IS NULL OR merchant = $2)
     ORDER BY id DESC LIMIT 1`,
    [mobile, merchant ?? null],
  );
  return result.rows[0];
}

export type SmsCheck = "ok" | "wrong" | "expired";

/**
 * Checks a code against the newest one sent to the number and, when it matches, uses it up:
 * a code opens one login or registration, as the platform's do. Only the newest code counts,
 * so asking for a new one voids the old.
 */
export async function consumeSmsCode(
  db: Queryable,
  merchant: string,
  mobile: string,
  code: string,
): Promise<SmsCheck> {
  const last = await lastSmsCode(db, mobile, merchant);
  if (!last || last.used_at !== null || last.code !== code.trim()) return "wrong";
  if (last.expires_at < Date.now()) return "expired";
  await db.query("UPDATE sms_codes SET used_at = $2 WHERE id = $1", [last.id, Date.now()]);
  return "ok";
}
