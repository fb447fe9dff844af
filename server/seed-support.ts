import type { Queryable } from "./db";
import type { Merchant } from "./merchants";
import { SEED_FEEDBACK, supportContentFor } from "./seed-data/support";
import { insertRows, type SeedPart } from "./seed-rows";

/** Help topics, news and the demo member's earlier feedback (server/seed-data/support.ts). */
export async function writeSupport(tx: Queryable, merchant: Merchant, seedPart: SeedPart): Promise<void> {
  const code = merchant.code;
  const content = supportContentFor(merchant.defaultLanguage, merchant.name);
  await seedPart("help_topics", () =>
    insertRows(
      tx,
      "help_topics (merchant, category, position, title, content)",
      content.help
        .flatMap((group) => group.topics.map((topic) => ({ category: group.category, ...topic })))
        .map((topic, index) => [code, topic.category, index + 1, topic.title, topic.content]),
    ),
  );
  await seedPart("news", () =>
    insertRows(
      tx,
      "news (merchant, title, summary, content, published_at)",
      content.news.map((item) => [code, item.title, item.summary, item.content, item.publishedAt]),
    ),
  );
  await seedPart("feedback", async () => {
    const members = await tx.query<{ id: number; username: string }>(
      "SELECT id, username FROM members WHERE merchant = $1",
      [code],
    );
    const idOf = new Map(members.rows.map((row) => [row.username, row.id]));
    await insertRows(
      tx,
      "feedback (merchant, member_id, category, message, contact, state, reply, created_at, replied_at)",
      SEED_FEEDBACK.filter((item) => idOf.has(item.username)).map((item) => [
        code,
        idOf.get(item.username),
        item.category,
        item.message,
        item.contact,
        item.state,
        item.reply,
        item.createdAt,
        item.repliedAt,
      ]),
    );
    // Screenshots (migration 9), matched to their feedback by member and time of writing.
    for (const item of SEED_FEEDBACK) {
      const memberId = idOf.get(item.username);
      if (!item.screenshot || memberId === undefined) continue;
      const bytes = Buffer.from(item.screenshot, "base64");
      await tx.query(
        `INSERT INTO feedback_attachments (feedback_id, mime, size, bytes)
         SELECT id, 'image/png', $3, $4 FROM feedback WHERE member_id = $1 AND created_at = $2`,
        [memberId, item.createdAt, bytes.length, bytes],
      );
    }
  });
}
