/**
 * The member a preview frame is signed in as. The seeded members (README "Members to try") cover
 * VIP (demo, VIP Gold), agent (agent1) and type 4 (guest4); an ordinary member without a VIP label
 * is not seeded, so the preview adds one to its own in-memory database.
 */

import { createMember, createSession, findMemberByUsername } from "../server/data/members";
import type { Database } from "../server/db";
import { hashPassword } from "../server/passwords";

export type MemberKind = "visitor" | "member" | "vip" | "agent" | "type4";
export const MEMBER_KINDS: readonly MemberKind[] = ["visitor", "member", "vip", "agent", "type4"];

const USERNAMES: Record<Exclude<MemberKind, "visitor">, string> = {
  member: "preview",
  vip: "demo",
  agent: "agent1",
  type4: "guest4",
};

/** A fresh session token for the kind of member, or null for a visitor. */
export async function memberToken(db: Database, merchant: string, kind: MemberKind): Promise<string | null> {
  if (!(kind in USERNAMES)) return null;
  const username = USERNAMES[kind as Exclude<MemberKind, "visitor">];
  let member = await findMemberByUsername(db, merchant, username);
  if (!member && kind === "member") {
    member = await createMember(db, {
      merchant,
      username,
      passwordHash: await hashPassword("Preview@1234"),
      mobile: "13800138111",
      countryDialingCode: "86",
      language: "EN",
      registerMethod: null,
      registerUrl: null,
      registerDomain: null,
      referralCode: null,
      affiliateCode: null,
      pixelTrack: null,
      loginDeviceId: null,
    });
  }
  return member ? createSession(db, member) : null;
}
