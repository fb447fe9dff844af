/**
 * Help, news and feedback (issue 14; the wire contract names none of these, so the names follow
 * the platform's relay style and docs/api.md lists them):
 *   GET  /wps/relay/MCSFE_getHelpTopics      public  → { categories[{ name, topics[{ id, title, content }] }] }
 *   GET  /wps/relay/MCSFE_getNewsList        public  → { news[{ id, title, summary, publishDate }] }, newest first
 *   GET  /wps/relay/MCSFE_getNewsDetail?id=  public  → { id, title, summary, content, publishDate }; news.not.found
 *   POST /wps/relay/MCSFE_submitFeedback     member  { category, message, contact?, requestId? } → the feedback
 *   GET  /wps/relay/MCSFE_getFeedbackList    member  → { feedback[] }, newest first
 * HTML bodies are answered as stored: the client sanitises them.
 */
import type { FastifyPluginAsync } from "fastify";
import { FEEDBACK_CATEGORIES, FEEDBACK_CONTACT_MAX, FEEDBACK_MESSAGE_MAX } from "../../engine/constants";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import {
  addFeedback,
  type FeedbackRow,
  findNews,
  listFeedback,
  listHelpTopics,
  listNews,
  type NewsRow,
} from "../data/support";
import { ErrorCode, ok, WpsError } from "../envelope";
import { merchantOf } from "../merchant-header";
import { optionalField, readBody } from "../request-body";

export const SupportError = {
  newsNotFound: "news.not.found",
  categoryInvalid: "feedback.category.invalid",
  messageRequired: "feedback.message.required",
  messageTooLong: "feedback.message.too.long",
  contactTooLong: "feedback.contact.too.long",
} as const;

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
  };
}

function newsView(row: NewsRow) {
  return { id: row.id, title: row.title, summary: row.summary, publishDate: row.published_at };
}

/** Characters as the member counts them (code points, so an emoji is one), like the form's counter. */
const length = (text: string) => [...text].length;

function readFeedback(body: Record<string, unknown>) {
  const category = optionalField<string>(body, "category", "string");
  if (!category || !(FEEDBACK_CATEGORIES as readonly string[]).includes(category)) {
    throw new WpsError(
      400,
      SupportError.categoryInvalid,
      `category must be one of ${FEEDBACK_CATEGORIES.join(", ")}`,
    );
  }
  const message = (optionalField<string>(body, "message", "string") ?? "").trim();
  if (!message) throw new WpsError(400, SupportError.messageRequired, "message is required");
  if (length(message) > FEEDBACK_MESSAGE_MAX) {
    throw new WpsError(
      400,
      SupportError.messageTooLong,
      `message has at most ${FEEDBACK_MESSAGE_MAX} characters`,
    );
  }
  const contact = (optionalField<string>(body, "contact", "string", true) ?? "").trim() || null;
  if (contact && length(contact) > FEEDBACK_CONTACT_MAX) {
    throw new WpsError(
      400,
      SupportError.contactTooLong,
      `contact has at most ${FEEDBACK_CONTACT_MAX} characters`,
    );
  }
  const requestId = optionalField<string>(body, "requestId", "string", true) || null;
  if (requestId && requestId.length > 64)
    throw new WpsError(400, ErrorCode.requestParamErr, "requestId has at most 64 characters");
  return { category, message, contact, requestId };
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

  app.post("/wps/relay/MCSFE_submitFeedback", async (request) => {
    const member = await requireMember(context, request);
    const entry = readFeedback(readBody(request));
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
};
