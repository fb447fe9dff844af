/**
 * Help, news and feedback (issue 14; the wire contract names none of these, so the names follow
 * the platform's relay style and docs/api.md lists them):
 *   GET  /wps/relay/MCSFE_getHelpTopics      public  → { categories[{ name, topics[{ id, title, content }] }] }
 *   GET  /wps/relay/MCSFE_getNewsList        public  → { news[{ id, title, summary, publishDate }] }, newest first
 *   GET  /wps/relay/MCSFE_getNewsDetail?id=  public  → { id, title, summary, content, publishDate }; news.not.found
 *   POST /wps/relay/MCSFE_submitFeedback     member  { category, message, contact?, requestId?,
 *                                                      attachment?: { mime, data (base64) } } → the feedback
 *   GET  /wps/relay/MCSFE_getFeedbackList    member  → { feedback[] } (each with hasAttachment), newest first
 *   GET  /wps/relay/MCSFE_getFeedbackAttachment?id=  member, own feedback only → { mime, size, data (base64) }
 * HTML bodies are answered as stored: the client sanitises them.
 */
import type { FastifyPluginAsync } from "fastify";
import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_MESSAGE_MAX,
} from "../../engine/constants";
import { imageTypeOf } from "../../engine/security/image-type";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import {
  addFeedback,
  type FeedbackAttachment,
  type FeedbackRow,
  findFeedbackAttachment,
  findNews,
  listFeedback,
  listHelpTopics,
  listNews,
  type NewsRow,
} from "../data/support";
import { ErrorCode, ok, WpsError } from "../envelope";
import { merchantOf } from "../merchant-header";
import { bodyOf, withBody } from "../request-schemas";
import type { SubmitFeedbackBody } from "../schemas/requests/generated";

export const SupportError = {
  newsNotFound: "news.not.found",
  categoryInvalid: "feedback.category.invalid",
  messageRequired: "feedback.message.required",
  messageTooLong: "feedback.message.too.long",
  contactTooLong: "feedback.contact.too.long",
  attachmentTooLarge: "feedback.attachment.too.large",
  attachmentNotImage: "feedback.attachment.not.image",
  attachmentNotFound: "feedback.attachment.not.found",
} as const;

/**
 * The submit's body limit, for that route only: the largest screenshot in base64 (4 characters
 * per 3 bytes) plus room for the text fields. Every other route keeps Fastify's 1 MiB default.
 */
const SUBMIT_BODY_LIMIT = Math.ceil(FEEDBACK_ATTACHMENT_MAX_BYTES / 3) * 4 + 64 * 1024;

export function feedbackView(row: FeedbackRow) {
  return {
    id: row.id,
    category: row.category,
    message: row.message,
    contact: row.contact,
    state: row.state,
    reply: row.reply,
    createTime: row.created_at,
    replyTime: row.replied_at,
    hasAttachment: Boolean(row.has_attachment),
  };
}

function newsView(row: NewsRow) {
  return { id: row.id, title: row.title, summary: row.summary, publishDate: row.published_at };
}

/** Characters as the member counts them (code points, so an emoji is one), like the form's counter. */
const length = (text: string) => [...text].length;

function readFeedback(body: SubmitFeedbackBody) {
  const category = body.category;
  if (!category || !(FEEDBACK_CATEGORIES as readonly string[]).includes(category)) {
    throw new WpsError(
      400,
      SupportError.categoryInvalid,
      `category must be one of ${FEEDBACK_CATEGORIES.join(", ")}`,
    );
  }
  const message = (body.message ?? "").trim();
  if (!message) throw new WpsError(400, SupportError.messageRequired, "message is required");
  if (length(message) > FEEDBACK_MESSAGE_MAX) {
    throw new WpsError(
      400,
      SupportError.messageTooLong,
      `message has at most ${FEEDBACK_MESSAGE_MAX} characters`,
    );
  }
  const contact = (body.contact ?? "").trim() || null;
  if (contact && length(contact) > FEEDBACK_CONTACT_MAX) {
    throw new WpsError(
      400,
      SupportError.contactTooLong,
      `contact has at most ${FEEDBACK_CONTACT_MAX} characters`,
    );
  }
  const requestId = body.requestId || null;
  return { category, message, contact, requestId, attachment: readAttachment(body.attachment) };
}

/**
 * The optional screenshot: base64 bytes, checked again here whatever the form checked. The type
 * stored is the one the bytes start with; the claimed mime is not trusted (a renamed text file
 * claims image/png too).
 */
function readAttachment(value: SubmitFeedbackBody["attachment"]): FeedbackAttachment | null {
  if (value === undefined || value === null) return null;
  // Base64 already: the body's schema says so (server/schemas/requests/submit-feedback.schema.json).
  const bytes = Buffer.from(value.data, "base64");
  if (bytes.length > FEEDBACK_ATTACHMENT_MAX_BYTES) {
    throw new WpsError(
      400,
      SupportError.attachmentTooLarge,
      `attachment has at most ${FEEDBACK_ATTACHMENT_MAX_BYTES} bytes`,
    );
  }
  const mime = imageTypeOf(bytes);
  if (!mime)
    throw new WpsError(400, SupportError.attachmentNotImage, "attachment must be a PNG, JPEG or WebP image");
  return { mime, size: bytes.length, bytes };
}

export const supportRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db } = context;

  app.get("/wps/relay/MCSFE_getHelpTopics", async (request) => {
    const topics = await listHelpTopics(db, merchantOf(request).code);
    // Categories in the order of their first topic, topics in their own order.
    const categories: Array<{ name: string; topics: Array<{ id: number; title: string; content: string }> }> =
      [];
    for (const topic of topics) {
      let category = categories.find((candidate) => candidate.name === topic.category);
      if (!category) {
        category = { name: topic.category, topics: [] };
        categories.push(category);
      }
      category.topics.push({ id: topic.id, title: topic.title, content: topic.content });
    }
    return ok({ categories });
  });

  app.get("/wps/relay/MCSFE_getNewsList", async (request) => {
    const news = await listNews(db, merchantOf(request).code);
    return ok({ news: news.map(newsView) });
  });

  app.get<{ Querystring: { id?: string } }>("/wps/relay/MCSFE_getNewsDetail", async (request) => {
    const id = Number(request.query.id);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new WpsError(400, ErrorCode.requestParamErr, "id must be a news item's id");
    const item = await findNews(db, merchantOf(request).code, id);
    if (!item) throw new WpsError(400, SupportError.newsNotFound, "There is no such news item");
    return ok({ ...newsView(item), content: item.content });
  });

  // base64 in the JSON body rather than multipart: the call stays one JSON envelope like every
  // other write (the client's session, retry and idempotency handling apply unchanged), and a
  // screenshot of at most 2 MB costs a third more on the wire, which is acceptable.
  const feedback = withBody("submit-feedback", { bodyLimit: SUBMIT_BODY_LIMIT });
  app.post("/wps/relay/MCSFE_submitFeedback", feedback, async (request) => {
    const member = await requireMember(context, request);
    const entry = readFeedback(bodyOf(request, "submit-feedback"));
    const row = await addFeedback(db, {
      merchant: merchantOf(request).code,
      memberId: member.id,
      ...entry,
      now: Date.now(),
    });
    return ok(feedbackView(row));
  });

  app.get("/wps/relay/MCSFE_getFeedbackList", async (request) => {
    const member = await requireMember(context, request);
    return ok({ feedback: (await listFeedback(db, member.id)).map(feedbackView) });
  });

  // Behind the member's session like the list (an <img> cannot send the token, so the client
  // fetches this and shows a data: URL). Another member's id answers as if there were none.
  app.get<{ Querystring: { id?: string } }>(
    "/wps/relay/MCSFE_getFeedbackAttachment",
    async (request, reply) => {
      const member = await requireMember(context, request);
      const id = Number(request.query.id);
      if (!Number.isSafeInteger(id) || id <= 0)
        throw new WpsError(400, ErrorCode.requestParamErr, "id must be a feedback's id");
      const attachment = await findFeedbackAttachment(db, member.id, id);
      if (!attachment)
        throw new WpsError(400, SupportError.attachmentNotFound, "There is no such screenshot");
      // The member's own image: no shared cache may keep it.
      reply.header("cache-control", "private, no-store");
      return ok({
        mime: attachment.mime,
        size: attachment.size,
        data: Buffer.from(attachment.bytes).toString("base64"),
      });
    },
  );
};
