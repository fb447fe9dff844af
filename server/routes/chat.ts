/** Customer-service chat: launching it (answers the demo chat page) and the unread counter. */
import type { FastifyPluginAsync } from "fastify";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import { chatPageUrl } from "../demo/urls";
import { ErrorCode, ok, WpsError } from "../envelope";
import { merchantOf } from "../merchant-header";

/** Customer type 4 has no chat (spec §6). */
const NO_CHAT_TYPE = 4;

export const chatRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /** GET /wps/relay/CBS_launchChat?b2c=&title=&backUrl=&language= → { chatUrl } */
  app.get("/wps/relay/CBS_launchChat", async (request) => {
    const member = await requireMember(context, request);
    if (member.type === NO_CHAT_TYPE) {
      throw new WpsError(403, ErrorCode.chatNoPermission, "Chat is not available for this account");
    }
    return ok({ chatUrl: chatPageUrl(merchantOf(request).code, member.id) });
  });

  /** GET /wps/relay/CBS_unreadCount → { unReadCount } (set by POST /__dev/unread). */
  app.get("/wps/relay/CBS_unreadCount", async (request) => {
    const member = await requireMember(context, request);
    return ok({ unReadCount: member.unread_count });
  });
};
