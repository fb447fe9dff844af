/**
 * Development controls over help, news and feedback (development and test mode only; see
 * docs/dev-controls.md). They play the merchant's back office:
 *   POST /__dev/help-topic  { merchant, id?, title?, content }   sets a topic's HTML (default: the first
 *                                                                 topic), as an operator's editor would,
 *                                                                 unsanitised (for the XSS tests)
 *   POST /__dev/news        { merchant, id?, title?, content }   the same for a news item (default: the newest)
 *   POST /__dev/feedback/reply { merchant, id, reply: string | null, state? }   answers a member's feedback
 *   GET  /__dev/feedback?merchant=&username=                      the member's feedback as stored, newest first
 *   DELETE /__dev/help-topics?merchant=, DELETE /__dev/news?merchant=   empties them (the empty states)
 * To fail the feedback submit, use POST /__dev/faults with path /wps/relay/MCSFE_submitFeedback.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { type FeedbackRow, listFeedback, replyToFeedback, setHelpTopic, setNews } from "../data/support";
import { ok } from "../envelope";
import { optionalField, readBody } from "../request-body";
import { feedbackView } from "../routes/support";
import { invalid, requireMemberNamed, requireMerchantCode } from "./checks";

const STATES: ReadonlyArray<FeedbackRow["state"]> = ["OPEN", "REPLIED", "CLOSED"];

function readHtmlChange(body: Record<string, unknown>) {
  const content = optionalField<string>(body, "content", "string");
  if (content === undefined) throw invalid("content must be the HTML to store");
  const id = optionalField<number>(body, "id", "number", true) ?? null;
  if (id !== null && !Number.isSafeInteger(id)) throw invalid("id must be a whole number");
  const title = optionalField<string>(body, "title", "string");
  return { id, change: { content, ...(title !== undefined ? { title } : {}) } };
}

export const supportControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  app.post("/__dev/help-topic", async (request) => {
    const body = readBody(request);
    const code = requireMerchantCode(context, body.merchant);
    const { id, change } = readHtmlChange(body);
    const topic = await setHelpTopic(context.db, code, id, change);
    if (!topic) throw invalid(`No help topic ${id ?? "at all"} in merchant "${code}"`);
    return ok(topic);
  });

  app.post("/__dev/news", async (request) => {
    const body = readBody(request);
    const code = requireMerchantCode(context, body.merchant);
    const { id, change } = readHtmlChange(body);
    const item = await setNews(context.db, code, id, change);
    if (!item) throw invalid(`No news item ${id ?? "at all"} in merchant "${code}"`);
    return ok(item);
  });

  app.post("/__dev/feedback/reply", async (request) => {
    const body = readBody(request);
    const code = requireMerchantCode(context, body.merchant);
    const id = optionalField<number>(body, "id", "number");
    if (id === undefined || !Number.isSafeInteger(id)) throw invalid("id must be the feedback's id");
    const text = optionalField<string>(body, "reply", "string", true) ?? null;
    const state = optionalField<string>(body, "state", "string") ?? (text === null ? "OPEN" : "REPLIED");
    if (!(STATES as readonly string[]).includes(state))
      throw invalid(`state must be one of ${STATES.join(", ")}`);
    const row = await replyToFeedback(context.db, code, id, {
      text,
      state: state as FeedbackRow["state"],
      now: Date.now(),
    });
    if (!row) throw invalid(`No feedback ${id} in merchant "${code}"`);
    return ok(feedbackView(row));
  });

  for (const [path, table] of [
    ["/__dev/help-topics", "help_topics"],
    ["/__dev/news", "news"],
  ] as const) {
    app.delete<{ Querystring: { merchant?: string } }>(path, async (request) => {
      const code = requireMerchantCode(context, request.query.merchant);
      const result = await context.db.query(`DELETE FROM ${table} WHERE merchant = $1`, [code]);
      return ok({ removed: result.affectedRows ?? 0 });
    });
  }

  app.get<{ Querystring: { merchant?: string; username?: string } }>("/__dev/feedback", async (request) => {
    const member = await requireMemberNamed(context, request.query.merchant, request.query.username);
    return ok((await listFeedback(context.db, member.id)).map(feedbackView));
  });
};
