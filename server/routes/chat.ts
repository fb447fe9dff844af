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
  /** GET /wps/relay/CBS_launchChat?b2c=&title=&backUrl=&language= → { chatUrl, newWindow? } */
  app.get("/wps/relay/CBS_launchChat", async (request) => {
    const member = await requireMember(context, request);
    if (member.type === NO_CHAT_TYPE) {
      throw new WpsError(403, ErrorCode.chatNoPermission, "Chat is not available for this account");
    }
    const code = merchantOf(request).code;
    // POST /__dev/chat can make the answer send the chat to a new tab, name another address, or leave it out.
    const shape = context.chat.launchOf(code);
    if (shape.withoutUrl) return ok({});
    const chatUrl = shape.chatUrl ?? chatPageUrl(code, member.id);
    return ok(shape.newWindow ? { chatUrl, newWindow: true } : { chatUrl });
  });

  /** GET /wps/relay/CBS_unreadCount → { unReadCount } (set by POST /__dev/unread). */
  app.get("/wps/relay/CBS_unreadCount", async (request) => {
    const member = await requireMember(context, request);
    return ok({ unReadCount: member.unread_count });
  });
};
