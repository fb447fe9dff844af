/**
 * Help, news and feedback (issue 14). The wire contract names none of these calls; the names
 * follow the platform's relay style and docs/api.md lists them. Help and news are public and
 * never carry the member's token, like announcements (spec section 6); feedback is the member's own.
 * Every `content` is server HTML: render it only through engine/ui/html-block.tsx (sanitised).
 */
import type { FEEDBACK_CATEGORIES } from "../constants";
import type { HttpClient } from "../http/client";
import * as checks from "./generated/support";

export interface HelpTopic {
  id: number;
  title: string;
  content: string;
}

export interface HelpCategory {
  name: string;
  topics: HelpTopic[];
}

export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  /** ms since the epoch. */
  publishDate: number;
}

export interface NewsDetail extends NewsItem {
  content: string;
}

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export interface Feedback {
  id: number;
  category: FeedbackCategory | string;
  message: string;
  contact: string | null;
  state: "OPEN" | "REPLIED" | "CLOSED" | string;
  reply: string | null;
  createTime: number;
  replyTime: number | null;
  /** A screenshot was filed with it: fetch it with getFeedbackAttachment. */
  hasAttachment?: boolean;
}

/** A screenshot on the wire: its bytes in base64 inside the JSON body (server/routes/support.ts says why). */
export interface FeedbackAttachmentData {
  mime: string;
  data: string;
}

export async function getHelpTopics(http: HttpClient): Promise<HelpCategory[]> {
  const value = await http.request<{ categories?: HelpCategory[] }>("/wps/relay/MCSFE_getHelpTopics", {
    answer: checks.getHelpTopics,
    auth: false,
    alert: false,
  });
  return value.categories ?? [];
}

export async function getNewsList(http: HttpClient): Promise<NewsItem[]> {
  const value = await http.request<{ news?: NewsItem[] }>("/wps/relay/MCSFE_getNewsList", {
    answer: checks.getNewsList,
    auth: false,
    alert: false,
  });
  return value.news ?? [];
}

/** Fails with errorCode `news.not.found` for an unknown id. */
export function getNewsDetail(http: HttpClient, id: number): Promise<NewsDetail> {
  return http.request("/wps/relay/MCSFE_getNewsDetail", {
    answer: checks.getNewsDetail,
    query: { id: String(id) },
    auth: false,
    alert: false,
  });
}

/**
 * `requestId`: the same for a retry of one submit, so the backend files it once (docs/money.md's rule).
 * Fails with `feedback.attachment.too.large` or `feedback.attachment.not.image` for a bad screenshot.
 */
export function submitFeedback(
  http: HttpClient,
  feedback: {
    category: FeedbackCategory;
    message: string;
    contact?: string;
    requestId: string;
    attachment?: FeedbackAttachmentData;
  },
): Promise<Feedback> {
  return http.request("/wps/relay/MCSFE_submitFeedback", {
    answer: checks.submitFeedback,
    method: "POST",
    body: feedback,
    alert: false,
  });
}

export async function getFeedbackList(http: HttpClient): Promise<Feedback[]> {
  const value = await http.request<{ feedback?: Feedback[] }>("/wps/relay/MCSFE_getFeedbackList", {
    answer: checks.getFeedbackList,
    alert: false,
  });
  return value.feedback ?? [];
}

/** The screenshot of one of the member's own feedback (fails with `feedback.attachment.not.found`). */
export function getFeedbackAttachment(http: HttpClient, id: number): Promise<FeedbackAttachmentData> {
  return http.request("/wps/relay/MCSFE_getFeedbackAttachment", {
    answer: checks.getFeedbackAttachment,
    query: { id: String(id) },
    alert: false,
  });
}
