/** Member calls: the logged-in member's own data, language and password. */
import type { FastifyPluginAsync } from "fastify";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import { updateMember } from "../data/members";
import { ErrorCode, ok, WpsError } from "../envelope";
import { maskMobile } from "../masking";
import { checkNewPassword } from "../member-rules";
import { merchantOf } from "../merchant-header";
import { hashPassword, verifyPassword } from "../passwords";
import { bodyOf, withBody } from "../request-schemas";

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
              type: member.club_label_type,
              rankLevel: member.club_rank_level,
            },
      language: member.language,
      passwordExpired: member.password_expired,
      updatePassword: member.update_password,
      firstTimeLogin: member.first_time_login,
      currency: merchantOf(request).currency.code,
    });
  });

  /** PUT|POST /wps/member/language { language } → true; kept on the member. */
  app.route({
    method: ["PUT", "POST"],
    url: "/wps/member/language",
    ...withBody("member-language"),
    handler: async (request) => {
      const member = await requireMember(context, request);
      const language = bodyOf(request, "member-language").language.trim();
      await updateMember(context.db, member.id, { language });
      return ok(true);
    },
  });

  /**
   * POST /wps/member/password { oldPassword, newPassword } → true (ModuleId PASS3). Ends the
   * forced change: the expired, must-update and first-login marks are cleared.
   */
  app.post("/wps/member/password", withBody("member-password"), async (request) => {
    const member = await requireMember(context, request);
    const body = bodyOf(request, "member-password");
    const oldPassword = body.oldPassword;
    if (!(await verifyPassword(oldPassword, member.password_hash))) {
      throw new WpsError(400, ErrorCode.passwordOldErr, "The current password is not correct");
    }
    const newPassword = checkNewPassword(body.newPassword);
    await updateMember(context.db, member.id, {
      password_hash: await hashPassword(newPassword),
      password_expired: false,
      update_password: false,
      first_time_login: false,
    });
    return ok(true);
  });
};
