/** Member calls: the logged-in member's own data. */
import type { FastifyPluginAsync } from "fastify";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import { ok } from "../envelope";
import { merchantOf } from "../merchant-header";

/** "13800138000" → "138****8000": the platform never sends a full phone number back. */
function maskMobile(mobile: string): string {
  if (mobile.length < 8) return mobile.replace(/./g, "*");
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export const memberRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /** GET /wps/member/info (Authorization: the session token) */
  app.get("/wps/member/info", async (request) => {
    const member = await requireMember(context, request);
    return ok({
      id: member.id,
      type: member.type,
      account: member.username,
      userName: member.username,
      nickname: member.nickname,
      mobile: maskMobile(member.mobile),
      regDate: member.reg_date,
      clubLabel:
        member.club_label_name === null
          ? null
          : {
              labelName: member.club_label_name,
              labelId: member.club_label_id,
              type: "AUTO",
              rankLevel: member.club_rank_level,
            },
      language: member.language,
      passwordExpired: member.password_expired,
      updatePassword: member.update_password,
      firstTimeLogin: member.first_time_login,
      currency: merchantOf(request).currency.code,
    });
  });
};
