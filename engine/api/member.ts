import type { HttpClient } from "../http/client";
import * as checks from "./generated/member";

export interface ClubLabel {
  labelName: string;
  labelId: number | string;
  type: string;
  rankLevel: number;
}

export interface MemberInfo {
  id: number | string;
  type: number;
  userName?: string;
  account?: string;
  nickname?: string;
  regDate?: number;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  updatePassword?: boolean;
  language?: string;
  clubLabel?: ClubLabel | null;
}

export function getMemberInfo(http: HttpClient): Promise<MemberInfo> {
  return http.request<MemberInfo>("/wps/member/info", {
    answer: checks.getMemberInfo,
  });
}

/** The member's interface language (spec: POST; the platform's client sends PUT: both work). */
export function setMemberLanguage(http: HttpClient, language: string): Promise<unknown> {
  return http.request("/wps/member/language", {
    answer: checks.setMemberLanguage,
    method: "PUT",
    body: { language },
    moduleId: "COMM3",
    alert: false,
  });
}

export function changePassword(http: HttpClient, oldPassword: string, newPassword: string): Promise<unknown> {
  return http.request("/wps/member/password", {
    answer: checks.changePassword,
    method: "POST",
    body: { oldPassword, newPassword },
    moduleId: "PASS3",
    alert: false,
  });
}

export interface RankProgress {
  currentProgress?: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress?: { labelId: number | string | null };
}

export function getRankProgress(http: HttpClient): Promise<RankProgress> {
  return http.request("/wps/relay/MCSFE_getPlayerRankProgress", {
    answer: checks.getRankProgress,
    alert: false,
  });
}
