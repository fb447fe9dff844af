import { defineCall } from "../http/define-call";
import type { MemberAnswers } from "./generated/member";
import * as checks from "./generated/member";

export type MemberInfo = MemberAnswers["getMemberInfo"];
export type RankProgress = MemberAnswers["getRankProgress"];

export const getMemberInfo = defineCall({ path: "/wps/member/info", answer: checks.getMemberInfo });

/** The member's interface language (spec: POST; the platform's client sends PUT: both work). */
export const setMemberLanguage = defineCall({
  path: "/wps/member/language",
  method: "PUT",
  answer: checks.setMemberLanguage,
  moduleId: "COMM3",
  alert: false,
  send: (language: string) => ({ body: { language } }),
});

export const changePassword = defineCall({
  path: "/wps/member/password",
  method: "POST",
  answer: checks.changePassword,
  moduleId: "PASS3",
  alert: false,
  send: (oldPassword: string, newPassword: string) => ({ body: { oldPassword, newPassword } }),
});

export const getRankProgress = defineCall({
  path: "/wps/relay/MCSFE_getPlayerRankProgress",
  answer: checks.getRankProgress,
  alert: false,
});
