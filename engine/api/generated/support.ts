/* Generated from schemas/responses/support.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

/**
 * Help, news and feedback (engine/api/support.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface SupportAnswers {
  getHelpTopics: GetHelpTopics;
  getNewsList: GetNewsList;
  getNewsDetail: NewsDetail;
  submitFeedback: Feedback;
  getFeedbackList: GetFeedbackList;
  getFeedbackAttachment: FeedbackAttachmentData;
}
export interface GetHelpTopics {
  categories?: HelpCategory[];
}
export interface HelpCategory {
  name: string;
  topics: HelpTopic[];
}
export interface HelpTopic {
  id: number;
  title: string;
  /**
   * Server HTML: rendered only through engine/ui/html-block.tsx (sanitised).
   */
  content: string;
}
export interface GetNewsList {
  news?: NewsItem[];
}
export interface NewsItem {
  id: number;
  title: string;
  summary: string;
  /**
   * ms since the epoch.
   */
  publishDate: number;
}
export interface NewsDetail {
  id: number;
  title: string;
  summary: string;
  /**
   * ms since the epoch.
   */
  publishDate: number;
  /**
   * Server HTML: rendered only through engine/ui/html-block.tsx (sanitised).
   */
  content: string;
}
export interface Feedback {
  id: number;
  category: string;
  message: string;
  contact: string | null;
  state: string;
  reply: string | null;
  createTime: number;
  replyTime: number | null;
  /**
   * A screenshot was filed with it: fetch it with getFeedbackAttachment.
   */
  hasAttachment?: boolean;
}
export interface GetFeedbackList {
  feedback?: Feedback[];
}
/**
 * A screenshot on the wire: its bytes in base64 inside the JSON body (server/routes/support.ts says why).
 */
export interface FeedbackAttachmentData {
  mime: string;
  data: string;
}

export const getHelpTopics: AnswerCheck<SupportAnswers["getHelpTopics"]> = { call: "support.getHelpTopics", shape: {"t":"o","p":{"categories":{"t":"a","i":{"t":"o","r":["name","topics"],"p":{"name":"s","topics":{"t":"a","i":{"t":"o","r":["id","title","content"],"p":{"id":"n","title":"s","content":"s"}},"x":2000}}},"x":2000}}} };
export const getNewsList: AnswerCheck<SupportAnswers["getNewsList"]> = { call: "support.getNewsList", shape: {"t":"o","p":{"news":{"t":"a","i":{"t":"o","r":["id","title","summary","publishDate"],"p":{"id":"n","title":"s","summary":"s","publishDate":"n"}},"x":2000}}} };
export const getNewsDetail: AnswerCheck<SupportAnswers["getNewsDetail"]> = { call: "support.getNewsDetail", shape: {"t":"o","r":["id","title","summary","publishDate","content"],"p":{"id":"n","title":"s","summary":"s","publishDate":"n","content":"s"}} };
export const submitFeedback: AnswerCheck<SupportAnswers["submitFeedback"]> = { call: "support.submitFeedback", shape: {"t":"o","r":["id","category","message","contact","state","reply","createTime","replyTime"],"p":{"id":"n","category":"s","message":"s","contact":"sz","state":"s","reply":"sz","createTime":"n","replyTime":"nz","hasAttachment":"b"}} };
export const getFeedbackList: AnswerCheck<SupportAnswers["getFeedbackList"]> = { call: "support.getFeedbackList", shape: {"t":"o","p":{"feedback":{"t":"a","i":{"t":"o","r":["id","category","message","contact","state","reply","createTime","replyTime"],"p":{"id":"n","category":"s","message":"s","contact":"sz","state":"s","reply":"sz","createTime":"n","replyTime":"nz","hasAttachment":"b"}},"x":2000}}} };
export const getFeedbackAttachment: AnswerCheck<SupportAnswers["getFeedbackAttachment"]> = { call: "support.getFeedbackAttachment", shape: {"t":"o","r":["mime","data"],"p":{"mime":"s","data":"s"}} };
