/** Social (Firebase) accounts bound to members, by one of the identity token's claims. */
import type { Queryable } from "../db";

export async function bindSocial(db: Queryable, merchant: string, subject: string, memberId: number) {
  await db.query(
    `INSERT INTO social_bindings (merchant, subject, member_id) VALUES ($1, $2, $3)
     ON CONFLICT (merchant, subject) DO UPDATE SET member_id = $3`,
    [merchant, subject, memberId],
  );
}

/** The member bound to the first of `subjects` that has a binding, in the order given. */
export async function findBoundMemberId(
  db: Queryable,
  merchant: string,
  subjects: string[],
): Promise<number | undefined> {
  if (subjects.length === 0) return undefined;
  const result = await db.query<{ subject: string; member_id: number }>(
    "SELECT subject, member_id FROM social_bindings WHERE merchant = $1 AND subject = ANY($2)",
    [merchant, subjects],
  );
  for (const subject of subjects) {
    const row = result.rows.find((binding) => binding.subject === subject);
    if (row) return row.member_id;
  }
  return undefined;
}
