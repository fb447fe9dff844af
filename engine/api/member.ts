import type { HttpClient } from "../http/client";

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
  return http.request<MemberInfo>("/wps/member/info");
}
