/** Help topics, news and member feedback of a merchant (migration 8), with feedback screenshots (migration 9). */
import type { Database, Queryable } from "../db";

export interface HelpTopicRow {
  id: number;
  category: string;
  position: number;
  title: string;
  content: string;
}

export interface NewsRow {
  id: number;
  title: string;
  summary: string;
  content: string;
  published_at: number;
}

export interface FeedbackRow {
  id: number;
  member_id: number;
  category: string;
  message: string;
  contact: string | null;
  state: "OPEN" | "REPLIED" | "CLOSED";
  reply: string | null;
  request_id: string | null;
  created_at: number;
  replied_at: number | null;
  /** Whether a screenshot was filed with it (computed, not a column of feedback). */
  has_attachment: boolean;
}

export interface FeedbackAttachment {
  mime: string;
  size: number;
  bytes: Uint8Array;
}

/** The feedback's columns plus whether it has a screenshot (an EXISTS, so the bytes stay on disk). */
const FEEDBACK_COLUMNS =
  "id, member_id, category, message, contact, state, reply, request_id, created_at, replied_at, " +
  "EXISTS (SELECT 1 FROM feedback_attachments a WHERE a.feedback_id = feedback.id) AS has_attachment";

export async function listHelpTopics(db: Queryable, merchant: string): Promise<HelpTopicRow[]> {
  const result = await db.query<HelpTopicRow>(
    "SELECT id, category, position, title, content FROM help_topics WHERE merchant = $1 ORDER BY position, id",
    [merchant],
  );
  return result.rows;
}

/** A topic's HTML replaced (the dev control for sanitiser tests); undefined when there is no such topic. */
export async function setHelpTopic(
  db: Queryable,
  merchant: string,
  id: number | null,
  change: { title?: string; content: string },
): Promise<HelpTopicRow | undefined> {
  const result = await db.query<HelpTopicRow>(
    `UPDATE help_topics SET content = $3, title = COALESCE($4, title)
     WHERE id = COALESCE($2, (SELECT id FROM help_topics WHERE merchant = $1 ORDER BY position, id LIMIT 1))
       AND merchant = $1
     RETURNING id, category, position, title, content`,
    [merchant, id, change.content, change.title ?? null],
  );
  return result.rows[0];
}

/** Newest first. */
export async function listNews(db: Queryable, merchant: string): Promise<NewsRow[]> {
  const result = await db.query<NewsRow>(
    "SELECT id, title, summary, content, published_at FROM news WHERE merchant = $1 ORDER BY published_at DESC, id DESC",
    [merchant],
  );
  return result.rows;
}

export async function findNews(db: Queryable, merchant: string, id: number): Promise<NewsRow | undefined> {
  const result = await db.query<NewsRow>(
    "SELECT id, title, summary, content, published_at FROM news WHERE merchant = $1 AND id = $2",
    [merchant, id],
  );
  return result.rows[0];
}

/** The newest item's (or the given one's) body and title replaced; undefined when there is none. */
export async function setNews(
  db: Queryable,
  merchant: string,
  id: number | null,
  change: { title?: string; content: string },
): Promise<NewsRow | undefined> {
  const result = await db.query<NewsRow>(
    `UPDATE news SET content = $3, title = COALESCE($4, title)
     WHERE id = COALESCE($2, (SELECT id FROM news WHERE merchant = $1 ORDER BY published_at DESC, id DESC LIMIT 1))
       AND merchant = $1
     RETURNING id, title, summary, content, published_at`,
    [merchant, id, change.content, change.title ?? null],
  );
  return result.rows[0];
}

/** The member's feedback, newest first. */
export async function listFeedback(db: Queryable, memberId: number): Promise<FeedbackRow[]> {
  const result = await db.query<FeedbackRow>(
    `SELECT ${FEEDBACK_COLUMNS} FROM feedback WHERE member_id = $1 ORDER BY created_at DESC, id DESC`,
    [memberId],
  );
  return result.rows;
}

/**
 * Files one feedback, with its screenshot in the same transaction (both or neither). A second
 * submit with the same request id (a retry after a lost answer) answers the row the first one
 * made instead of filing it again, and adds no second screenshot.
 */
export async function addFeedback(
  db: Pick<Database, "transaction">,
  entry: {
    merchant: string;
    memberId: number;
    category: string;
    message: string;
    contact: string | null;
    requestId: string | null;
    attachment: FeedbackAttachment | null;
    now: number;
  },
): Promise<FeedbackRow> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query<FeedbackRow>(
      `INSERT INTO feedback (merchant, member_id, category, message, contact, request_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (member_id, request_id) DO NOTHING
       RETURNING ${FEEDBACK_COLUMNS}`,
      [
        entry.merchant,
        entry.memberId,
        entry.category,
        entry.message,
        entry.contact,
        entry.requestId,
        entry.now,
      ],
    );
    const fresh = inserted.rows[0];
    if (fresh && entry.attachment) {
      await tx.query(
        "INSERT INTO feedback_attachments (feedback_id, mime, size, bytes) VALUES ($1, $2, $3, $4)",
        [fresh.id, entry.attachment.mime, entry.attachment.size, entry.attachment.bytes],
      );
      return { ...fresh, has_attachment: true };
    }
    const row =
      fresh ??
      (
        await tx.query<FeedbackRow>(
          `SELECT ${FEEDBACK_COLUMNS} FROM feedback WHERE member_id = $1 AND request_id = $2`,
          [entry.memberId, entry.requestId],
        )
      ).rows[0];
    if (!row) throw new Error("feedback neither inserted nor found");
    return row;
  });
}

/** The screenshot of one of the member's own feedback; undefined for none, or for someone else's. */
export async function findFeedbackAttachment(
  db: Queryable,
  memberId: number,
  feedbackId: number,
): Promise<FeedbackAttachment | undefined> {
  const result = await db.query<FeedbackAttachment>(
    `SELECT a.mime, a.size, a.bytes FROM feedback_attachments a
     JOIN feedback f ON f.id = a.feedback_id
     WHERE a.feedback_id = $1 AND f.member_id = $2`,
    [feedbackId, memberId],
  );
  return result.rows[0];
}

/** The back office answers (dev control); undefined when the merchant has no such feedback. */
export async function replyToFeedback(
  db: Queryable,
  merchant: string,
  id: number,
  reply: { text: string | null; state: FeedbackRow["state"]; now: number },
): Promise<FeedbackRow | undefined> {
  const result = await db.query<FeedbackRow>(
    `UPDATE feedback SET reply = $3, state = $4, replied_at = CASE WHEN $3::text IS NULL THEN NULL ELSE $5::bigint END
     WHERE merchant = $1 AND id = $2 RETURNING ${FEEDBACK_COLUMNS}`,
    [merchant, id, reply.text, reply.state, reply.now],
  );
  return result.rows[0];
}
