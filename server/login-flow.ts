/**
 * How a login is decided, shared by POST /wps/session/login and its two-factor sequel: who the
 * caller is (password, SMS code or bound social account), then whether the member may have a
 * session now (token_ip_different, a forced two-factor challenge), then the session itself.
 */
import type { ServerContext } from "./context";
import { openChallenge } from "./data/challenges";
import {
  createSession,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  type MemberRow,
} from "./data/members";
import { consumeSmsCode } from "./data/sms";
import { findBoundMemberId } from "./data/social";
import { ErrorCode, WpsError } from "./envelope";
import { bindingSubjects, readIdTokenClaims } from "./firebase-token";
import { maskEmail, maskMobile } from "./masking";
import { verifyPassword } from "./passwords";
import type { SessionLoginBody } from "./schemas/requests/generated";

export interface SessionValue {
  id: number;
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

const noSuchUser = () => new WpsError(400, ErrorCode.notExistsUser, "This user does not exist");

/** The member a username (or mobile number) and password name; the platform tells the two failures apart. */
export async function memberByPassword(
  context: ServerContext,
  merchant: string,
  login: string,
  password: string,
): Promise<MemberRow> {
  const member =
    (await findMemberByUsername(context.db, merchant, login)) ??
    (/^\d+$/.test(login.trim()) ? await findMemberByMobile(context.db, merchant, login) : undefined);
  if (!member) throw noSuchUser();
  if (!(await verifyPassword(password, member.password_hash))) {
    throw new WpsError(400, ErrorCode.loginCredErr, "Incorrect username or password");
  }
  return member;
}

/** Checks an SMS code against the last one sent to the number, using it up. */
export async function checkSmsCode(
  context: ServerContext,
  merchant: string,
  mobile: string,
  code: string,
  wrongCode: string,
): Promise<void> {
  const check = await consumeSmsCode(context.db, merchant, mobile, code);
  if (check === "expired") {
    throw new WpsError(400, ErrorCode.smsCodeExpired, "The verification code has expired; ask for a new one");
  }
  if (check === "wrong") throw new WpsError(400, wrongCode, "The verification code is not correct");
}

/** Who a login request (already decrypted) is from, by its `type`; throws the platform's errors. */
export async function identify(
  context: ServerContext,
  merchant: string,
  body: SessionLoginBody,
): Promise<MemberRow> {
  // The body's schema (server/schemas/requests/session-login.schema.json) requires what each type reads.
  const type = body.type ?? "username";
  const password = String(body.password);
  if (type === "username") {
    const login = body.username && body.username.trim() !== "" ? body.username : String(body.mobileNum);
    return memberByPassword(context, merchant, login, password);
  }
  if (type === "sms") {
    // The SMS code travels in `password` (wire contract, "Login request").
    const mobile = String(body.mobileNum).trim();
    const code = password;
    const member = await findMemberByMobile(context.db, merchant, mobile);
    if (!member) throw noSuchUser();
    await checkSmsCode(context, merchant, mobile, code, ErrorCode.smsCodeErr);
    return member;
  }
  if (type === "firebase") {
    const claims = readIdTokenClaims(String(body.firebaseIdToken));
    if (!claims) throw new WpsError(400, ErrorCode.requestParamErr, "firebaseIdToken is not a readable JWT");
    const memberId = await findBoundMemberId(context.db, merchant, bindingSubjects(claims));
    const member = memberId === undefined ? undefined : await findMemberById(context.db, merchant, memberId);
    if (!member) {
      // The client strips the parenthesis before showing the message (spec §8).
      throw new WpsError(400, ErrorCode.bindCustomerRequired, "Please bind an account (code 1001)");
    }
    return member;
  }
  throw new Error(`Login type "${String(type)}" passed the body's schema but has no branch here`);
}

/** The two-factor methods offered, as login_verify_required's value names them. */
export function challengeOffer(member: MemberRow, methods: string[]): Record<string, string | boolean> {
  const offer: Record<string, string | boolean> = {};
  if (methods.includes("E")) offer.email = maskEmail(member.email);
  if (methods.includes("G")) offer.ga = true;
  if (methods.includes("S")) offer.sms = maskMobile(member.mobile);
  if (methods.includes("P")) offer.payeeName = true;
  return offer;
}

/**
 * Gives an identified member a session, unless the member is flagged token_ip_different or
 * (on a first login step) must pass a forced two-factor challenge, which is stored so that
 * /login/verification can complete it.
 */
export async function admit(
  context: ServerContext,
  member: MemberRow,
  options: { challenge: boolean },
): Promise<SessionValue> {
  if (member.token_ip_different) {
    throw new WpsError(400, ErrorCode.tokenIpDifferent, "Your network address changed; please log in again");
  }
  if (options.challenge && member.two_factor_methods.length > 0) {
    await openChallenge(context.db, member.id, member.two_factor_methods);
    throw new WpsError(
      400,
      ErrorCode.loginVerifyRequired,
      "Please verify your identity to log in",
      challengeOffer(member, member.two_factor_methods),
    );
  }
  return sessionValue(member, await createSession(context.db, member));
}

export function sessionValue(member: MemberRow, token: string): SessionValue {
  return {
    id: member.id,
    token,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: member.first_time_login,
  };
}
