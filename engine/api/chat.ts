import type { HttpClient } from "../http/client";
import * as checks from "./generated/chat";

export interface ChatLaunchRequest {
  b2c?: string;
  title?: string;
  backUrl?: string;
  language: string;
}

export function launchChat(http: HttpClient, request: ChatLaunchRequest): Promise<{ chatUrl: string }> {
  return http.request("/wps/relay/CBS_launchChat", {
    answer: checks.launchChat,
    query: { ...request },
  });
}

export function getUnreadCount(http: HttpClient): Promise<{ unReadCount: number }> {
  return http.request("/wps/relay/CBS_unreadCount", {
    answer: checks.getUnreadCount,
    alert: false,
  });
}
