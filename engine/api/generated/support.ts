/* Generated from schemas/responses/support.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export const getHelpTopics: AnswerCheck = { call: "support.getHelpTopics", shape: {"t":"o","p":{"categories":{"t":"a","i":{"t":"o","r":["name","topics"],"p":{"name":"s","topics":{"t":"a","i":{"t":"o","r":["id","title","content"],"p":{"id":"n","title":"s","content":"s"}},"x":2000}}},"x":2000}}} };
export const getNewsList: AnswerCheck = { call: "support.getNewsList", shape: {"t":"o","p":{"news":{"t":"a","i":{"t":"o","r":["id","title","summary","publishDate"],"p":{"id":"n","title":"s","summary":"s","publishDate":"n"}},"x":2000}}} };
export const getNewsDetail: AnswerCheck = { call: "support.getNewsDetail", shape: {"t":"o","r":["id","title","summary","publishDate","content"],"p":{"id":"n","title":"s","summary":"s","publishDate":"n","content":"s"}} };
export const submitFeedback: AnswerCheck = { call: "support.submitFeedback", shape: {"t":"o","r":["id","category","message","contact","state","reply","createTime","replyTime"],"p":{"id":"n","category":"s","message":"s","contact":"sz","state":"s","reply":"sz","createTime":"n","replyTime":"nz","hasAttachment":"b"}} };
export const getFeedbackList: AnswerCheck = { call: "support.getFeedbackList", shape: {"t":"o","p":{"feedback":{"t":"a","i":{"t":"o","r":["id","category","message","contact","state","reply","createTime","replyTime"],"p":{"id":"n","category":"s","message":"s","contact":"sz","state":"s","reply":"sz","createTime":"n","replyTime":"nz","hasAttachment":"b"}},"x":2000}}} };
export const getFeedbackAttachment: AnswerCheck = { call: "support.getFeedbackAttachment", shape: {"t":"o","r":["mime","data"],"p":{"mime":"s","data":"s"}} };
