/**
 * Help, news and feedback (issue 14). The wire contract names none of these calls; the names
 * follow the platform's relay style and docs/api.md lists them. Help and news are public and
 * never carry the member's token, like announcements (spec section 6); feedback is the member's own.
 * Every `content` is server HTML: render it only through engine/ui/html-block.tsx (sanitised).
 */
import type { FEEDBACK_CATEGORIES } from "../constants";
import { defineCall } from "../http/define-call";
import type { FeedbackAttachmentData } from "./generated/support";
import * as checks from "./generated/support";

export type {
  Feedback,
  FeedbackAttachmentData,
  HelpCategory,
  HelpTopic,
  NewsDetail,
  NewsItem,
} from "./generated/support";

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const getHelpTopics = defineCall({
  path: "/wps/relay/MCSFE_getHelpTopics",
  answer: checks.getHelpTopics,
  auth: false,
  alert: false,
  map: (value) => value.categories ?? [],
});

export const getNewsList = defineCall({
  path: "/wps/relay/MCSFE_getNewsList",
  answer: checks.getNewsList,
  auth: false,
  alert: false,
  map: (value) => value.news ?? [],
});

/** Fails with errorCode `news.not.found` for an unknown id. */
export const getNewsDetail = defineCall({
  path: "/wps/relay/MCSFE_getNewsDetail",
  answer: checks.getNewsDetail,
  auth: false,
  alert: false,
  send: (id: number) => ({ query: { id: String(id) } }),
});

/**
 * `requestId`: the same for a retry of one submit, so the backend files it once (docs/money.md's rule).
 * Fails with `feedback.attachment.too.large` or `feedback.attachment.not.image` for a bad screenshot.
 */
export const submitFeedback = defineCall({
  path: "/wps/relay/MCSFE_submitFeedback",
  method: "POST",
  answer: checks.submitFeedback,
  alert: false,
  send: (feedback: {
    category: FeedbackCategory;
    message: string;
    contact?: string;
    requestId: string;
    attachment?: FeedbackAttachmentData;
  }) => ({ body: feedback }),
});

export const getFeedbackList = defineCall({
  path: "/wps/relay/MCSFE_getFeedbackList",
  answer: checks.getFeedbackList,
  alert: false,
  map: (value) => value.feedback ?? [],
});

/** The screenshot of one of the member's own feedback (fails with `feedback.attachment.not.found`). */
export const getFeedbackAttachment = defineCall({
  path: "/wps/relay/MCSFE_getFeedbackAttachment",
  answer: checks.getFeedbackAttachment,
  alert: false,
  send: (id: number) => ({ query: { id: String(id) } }),
});
