/**
 * Registration: by username (ModuleId REG3) or by mobile number (MOBILENUMREG3), both encrypted,
 * and the free-username suggestion. The wire contract saw PUT, the spec says POST: both work.
 */
import { randomInt } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { checkRegisterCaptcha } from "../captcha/checks";
import type { ServerContext } from "../context";
import {
  createMember,
  createSession,
  findMemberByMobile,
  findMemberByUsername,
  type MemberRow,
} from "../data/members";
import { recordInvite } from "../data/referral";
import { bindSocial } from "../data/social";
import { ErrorCode, ok, WpsError } from "../envelope";
import { readIdTokenClaims } from "../firebase-token";
import { checkSmsCode } from "../login-flow";
import { checkNewPassword, MOBILE_RULE, USERNAME_RULE } from "../member-rules";
import { merchantOf } from "../merchant-header";
import type { Merchant } from "../merchants";
import { hashPassword } from "../passwords";
import { readBody } from "../request-body";
import { bodyOf, withBody } from "../request-schemas";

const optionalText = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

async function checkFreeUsername(
  context: ServerContext,
  merchant: string,
  username: unknown,
): Promise<string> {
  if (typeof username !== "string" || !USERNAME_RULE.test(username.trim())) {
    throw new WpsError(400, ErrorCode.usernameInvalid, "The username must be 4–16 letters or digits");
  }
  if (await findMemberByUsername(context.db, merchant, username)) {
    throw new WpsError(400, ErrorCode.userExists, "This username is taken");
  }
  return username.trim();
}

/** A mobile number in the platform's form that no member of the merchant has yet. */
async function checkFreeMobile(context: ServerContext, merchant: string, mobile: string): Promise<string> {
  if (!MOBILE_RULE.test(mobile)) {
    throw new WpsError(400, ErrorCode.requestParamErr, "mobileNum must be 5–15 digits");
  }
  // One member per number: SMS login finds the member by it.
  if (await findMemberByMobile(context.db, merchant, mobile)) {
    throw new WpsError(400, ErrorCode.userExists, "This mobile number is already registered");
  }
  return mobile;
}

/** A username nobody in the merchant has: "player" and six digits. */
async function freeUsername(context: ServerContext, merchant: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = `player${String(randomInt(1_000_000)).padStart(6, "0")}`;
    if (!(await findMemberByUsername(context.db, merchant, candidate))) return candidate;
  }
  // A million names and fifty misses in a row: something is wrong, not just busy.
  throw new Error("No free generated username after 50 tries");
}

/** Stores the member (registration details as sent), binds a social account, and answers. */
async function register(
  context: ServerContext,
  merchant: Merchant,
  body: Record<string, unknown>,
  language: string,
  fields: { username: string; password: string; mobile: string; countryDialingCode: string },
) {
  let member: MemberRow;
  try {
    member = await createMember(context.db, {
      merchant: merchant.code,
      username: fields.username,
      passwordHash: await hashPassword(fields.password),
      mobile: fields.mobile,
      countryDialingCode: fields.countryDialingCode,
      language,
      registerMethod: optionalText(body.registerMethod),
      registerUrl: optionalText(body.registerUrl),
      registerDomain: optionalText(body.domain),
      referralCode: optionalText(body.referralCode),
      affiliateCode: optionalText(body.affiliateCode),
      pixelTrack: body.pixelTrack ?? null,
      loginDeviceId: optionalText(body.loginDeviceId),
    });
  } catch (error) {
    // Two registrations of one name at once: the unique index decides, as it should.
    if ((error as { code?: string }).code === "23505") {
      throw new WpsError(400, ErrorCode.userExists, "This username is taken");
    }
    throw error;
  }
  // Registering from social sign-in binds that account, so its next login finds the member.
  const claims =
    typeof body.firebaseIdToken === "string" ? readIdTokenClaims(body.firebaseIdToken) : undefined;
  if (claims) await bindSocial(context.db, merchant.code, claims.sub, member.id);
  // A friend's invite link (r=<code>) credits the member who shared it (invite friends).
  await recordInvite(context.db, merchant.code, member.id, member.referral_code);

  if (body.login !== true) return ok({ customerId: member.id });
  const token = await createSession(context.db, member);
  return ok({ customerId: member.id, id: member.id, token, userName: member.username });
}

function languageOf(headers: Record<string, unknown>, merchant: Merchant): string {
  const sent = headers.language;
  return typeof sent === "string" && sent.trim() !== "" ? sent.trim() : merchant.defaultLanguage;
}

export const registerRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /**
   * PUT|POST /wps/member/register (encrypted) { username, password, login, registerMethod,
   * registerUrl, loginDeviceId, domain, referralCode, affiliateCode, pixelTrack, … }
   */
  app.route({
    method: ["PUT", "POST"],
    url: "/wps/member/register",
    ...withBody("register", { encrypted: true }),
    handler: async (request) => {
      const merchant = merchantOf(request);
      const body = bodyOf(request, "register");
      checkRegisterCaptcha(context, request, merchant, body);
      const username = await checkFreeUsername(context, merchant.code, body.username);
      const password = checkNewPassword(body.password);
      const given = optionalText(body.mobileNum);
      const mobile = given === null ? "" : await checkFreeMobile(context, merchant.code, given);
      return register(context, merchant, body, languageOf(request.headers, merchant), {
        username,
        password,
        mobile,
        countryDialingCode: optionalText(body.countryDialingCode) ?? "",
      });
    },
  });

  /**
   * PUT|POST /wps/member/register/mobile (encrypted) { mobileNum, countryDialingCode, password,
   * verificationCode (the SMS code) or firebaseIdToken (the phone verified by the SMS provider),
   * username? (generated when absent), login, … }
   */
  app.route({
    method: ["PUT", "POST"],
    url: "/wps/member/register/mobile",
    ...withBody("register-mobile", { encrypted: true }),
    handler: async (request) => {
      const merchant = merchantOf(request);
      const body = bodyOf(request, "register-mobile");
      checkRegisterCaptcha(context, request, merchant, body);
      const username =
        body.username === undefined || body.username === ""
          ? await freeUsername(context, merchant.code)
          : await checkFreeUsername(context, merchant.code, body.username);
      const password = checkNewPassword(body.password);
      const mobile = await checkFreeMobile(context, merchant.code, body.mobileNum.trim());
      const viaProvider = typeof body.firebaseIdToken === "string" && readIdTokenClaims(body.firebaseIdToken);
      if (!viaProvider) {
        const code = optionalText(body.verificationCode);
        if (!code) throw new WpsError(400, ErrorCode.smsCodeErr, "The verification code is required");
        await checkSmsCode(context, merchant.code, mobile, code, ErrorCode.smsCodeErr);
      }
      return register(context, merchant, body, languageOf(request.headers, merchant), {
        username,
        password,
        mobile,
        countryDialingCode: optionalText(body.countryDialingCode) ?? "",
      });
    },
  });

  /** PUT|POST /wps/member/register/autoUsername → a free username (the value is the bare string). */
  app.route({
    method: ["PUT", "POST"],
    url: "/wps/member/register/autoUsername",
    handler: async (request) => {
      readBody(request); // no fields, but a malformed body is still refused
      return ok(await freeUsername(context, merchantOf(request).code));
    },
  });
};
