import { defineCall } from "../http/define-call";
import * as checks from "./generated/chat";

export interface ChatLaunchRequest {
  b2c?: string;
  title?: string;
  backUrl?: string;
  language: string;
}

export const launchChat = defineCall({
  path: "/wps/relay/CBS_launchChat",
  answer: checks.launchChat,
  send: (request: ChatLaunchRequest) => ({ query: { ...request } }),
});

export const getUnreadCount = defineCall({
  path: "/wps/relay/CBS_unreadCount",
  answer: checks.getUnreadCount,
  alert: false,
});
