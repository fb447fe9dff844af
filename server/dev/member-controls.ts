/**
 * Development controls over members and what the server recorded for them:
 *   POST /__dev/2fa          { merchant, username, methods: ("E"|"P"|"G"|"S")[] }  [] clears
 *   POST /__dev/token-ip     { merchant, username, on }
 *   POST /__dev/unread       { merchant, username, count }
 *   POST /__dev/bind-social  { merchant, subject, username }
 *   POST /__dev/session      { merchant, username }  a session as a login would start it
 *   GET  /__dev/members/:merchant/:username
 *   GET  /__dev/sms/last?mobileNum=&merchant=
 *   GET  /__dev/fcm?merchant=
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { closeChallenge } from "../data/challenges";
import { listFcmEvents } from "../data/fcm";
import { balanceOf, successCounts } from "../data/ledger";
import { createSession, findMemberByUsername, type MemberRow, updateMember } from "../data/members";
import { lastSmsCode } from "../data/sms";
import { bindSocial } from "../data/social";
import { ErrorCode, ok, WpsError } from "../envelope";
import { sessionValue } from "../login-flow";
import { optionalField, readBody, requireText } from "../request-body";
import { TWO_FACTOR_METHODS } from "../two-factor";
import { invalid, requireMemberNamed, requireMerchantCode } from "./checks";

/** A member as a developer wants to see it: everything but the password hash. */
function memberView(member: MemberRow) {
  return {
    id: member.id,
    merchant: member.merchant,
    username: member.username,
    type: member.type,
    nickname: member.nickname,
    mobile: member.mobile,
    countryDialingCode: member.country_dialing_code,
    email: member.email,
    payeeName: member.payee_name,
    regDate: member.reg_date,
    language: member.language,
    clubLabel: {
      labelName: member.club_label_name,
      labelId: member.club_label_id,
      type: member.club_label_type,
      rankLevel: member.club_rank_level,
    },
    rankProgress: { completed: member.rank_completed, total: member.rank_total },
    passwordExpired: member.password_expired,
    updatePassword: member.update_password,
    firstTimeLogin: member.first_time_login,
    registerMethod: member.register_method,
    registerUrl: member.register_url,
    domain: member.register_domain,
    referralCode: member.referral_code,
    affiliateCode: member.affiliate_code,
    pixelTrack: member.pixel_track,
    loginDeviceId: member.login_device_id,
    twoFactorMethods: member.two_factor_methods,
    tokenIpDifferent: member.token_ip_different,
    unreadCount: member.unread_count,
  };
}

export const memberControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db } = context;

  app.post("/__dev/2fa", async (request) => {
    const body = readBody(request);
    const member = await requireMemberNamed(context, body.merchant, body.username);
    const methods = body.methods;
    if (
      !Array.isArray(methods) ||
      !methods.every((method) => (TWO_FACTOR_METHODS as readonly unknown[]).includes(method))
    ) {
      throw invalid(`methods must be a list of ${TWO_FACTOR_METHODS.join(", ")} (empty clears)`);
    }
    const unique = [...new Set(methods as string[])];
    await updateMember(db, member.id, { two_factor_methods: unique });
    if (unique.length === 0) await closeChallenge(db, member.id);
    return ok({ username: member.username, methods: unique });
  });

  app.post("/__dev/token-ip", async (request) => {
    const body = readBody(request);
    const member = await requireMemberNamed(context, body.merchant, body.username);
    const on = optionalField<boolean>(body, "on", "boolean");
    if (on === undefined) throw invalid("on must be true or false");
    await updateMember(db, member.id, { token_ip_different: on });
    return ok({ username: member.username, tokenIpDifferent: on });
  });

  app.post("/__dev/unread", async (request) => {
    const body = readBody(request);
    const member = await requireMemberNamed(context, body.merchant, body.username);
    const count = optionalField<number>(body, "count", "number");
    if (count === undefined || !Number.isInteger(count) || count < 0)
      throw invalid("count must be a whole number, 0 or more");
    await updateMember(db, member.id, { unread_count: count });
    return ok({ username: member.username, unReadCount: count });
  });

  app.post("/__dev/bind-social", async (request) => {
    const body = readBody(request);
    const member = await requireMemberNamed(context, body.merchant, body.username);
    const subject = requireText(body, "subject").trim();
    await bindSocial(db, member.merchant, subject, member.id);
    return ok({ subject, username: member.username });
  });

  // A journey whose subject is not the login starts where a member already signed in would: with
  // the session a successful login answers, minus the form, the cipher and the password hash.
  app.post("/__dev/session", async (request) => {
    const body = readBody(request);
    const member = await requireMemberNamed(context, body.merchant, body.username);
    return ok(sessionValue(member, await createSession(db, member)));
  });

  app.get<{ Params: { merchant: string; username: string } }>(
    "/__dev/members/:merchant/:username",
    async (request) => {
      const code = requireMerchantCode(context, request.params.merchant);
      const member = await findMemberByUsername(db, code, request.params.username);
      if (!member)
        throw new WpsError(404, ErrorCode.notFound, `No member "${request.params.username}" in ${code}`);
      const counts = await successCounts(db, member.id);
      return ok({
        ...memberView(member),
        balance: await balanceOf(db, member.id),
        depositCount: counts.deposits,
        withdrawCount: counts.withdrawals,
      });
    },
  );

  app.get<{ Querystring: { mobileNum?: string; merchant?: string } }>("/__dev/sms/last", async (request) => {
    const mobile = request.query.mobileNum?.trim();
    if (!mobile) throw invalid("mobileNum is required");
    const merchant =
      request.query.merchant === undefined ? undefined : requireMerchantCode(context, request.query.merchant);
    const sent = await lastSmsCode(db, mobile, merchant);
    if (!sent) throw new WpsError(404, ErrorCode.notFound, `No SMS code was sent to ${mobile}`);
    return ok({
      code: sent.code,
      expirationTime: sent.expires_at,
      countryDialingCode: sent.country_dialing_code,
      merchant: sent.merchant,
      used: sent.used_at !== null,
    });
  });

  app.get<{ Querystring: { merchant?: string } }>("/__dev/fcm", async (request) => {
    const merchant =
      request.query.merchant === undefined ? undefined : requireMerchantCode(context, request.query.merchant);
    return ok(await listFcmEvents(db, merchant));
  });
};
