/* Generated from schemas/merchant.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const liveFirebase: AnswerShape = {"t":"o","p":{"apiKey":{"t":"s","n":1},"authDomain":"s","projectId":{"t":"s","n":1},"appId":"s","messagingSenderId":"s","vapidKey":"s","googleWebClientId":"s","facebookAppId":"s"},"s":1};
export const liveAuth: AnswerShape = {"t":"o","p":{"smsLogin":{"e":["off","platform","firebase"]}},"s":1};
export const liveTimings: AnswerShape = {"t":"o","p":{"profileIconCount":{"t":"i","m":1}},"s":1};
export const liveMobileTemplate: AnswerShape = {"t":"o","p":{"desktop_app_feature":"b","app_desc":{"t":"s","n":1,"l":300},"image_logo":"s"},"s":1};
export const livePwa: AnswerShape = {"t":"o","p":{"title":{"t":"s","n":1},"shortName":{"t":"s","l":12}},"s":1};
