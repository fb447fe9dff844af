/** Session calls: the request-encryption key, log in (with its two-factor step), log out. */
import type { FastifyPluginAsync } from "fastify";
import { sessionToken } from "../auth";
import { checkGuardedGeetest, checkImageCaptcha, geetestRequired } from "../captcha/checks";
import type { ServerContext } from "../context";
import { closeChallenge, pendingChallenge } from "../data/challenges";
import { deleteSession } from "../data/members";
import { ErrorCode, ok, WpsError } from "../envelope";
import { admit, identify, memberByPassword } from "../login-flow";
import { merchantOf } from "../merchant-header";
import { requestKeyOf } from "../request-key";
import { bodyOf, withBody } from "../request-schemas";
import type { SessionLoginBody } from "../schemas/requests/generated";
import { checkProof } from "../two-factor";

/** The name a password login is for (username, or a mobile number in its place). */
function passwordLoginName(body: SessionLoginBody): string | undefined {
  for (const value of [body.username, body.mobileNum]) if (value && value.trim() !== "") return value;
  return undefined;
}

export const sessionRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /**
   * GET /wps/session/key/rsa?_=<ms> — the modulus as plain text in double quotes, not the
   * envelope, as the platform answers (the client strips the quotes).
   */
  app.get("/wps/session/key/rsa", async (request, reply) => {
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(`"${requestKeyOf(request.server).modulusHex}"`);
  });

  /**
   * POST /wps/session/login (encrypted) { type: username|sms|firebase, username | mobileNum,
   * password (the SMS code for sms), firebaseIdToken, loginDeviceId, … } → the session fields.
   */
  app.post("/wps/session/login", withBody("session-login", { encrypted: true }), async (request) => {
    const merchant = merchantOf(request);
    const body = bodyOf(request, "session-login");
    const type = body.type ?? "username";
    // A social sign-in was proved by its provider; the forms the member types into are guarded.
    if (type !== "firebase" && geetestRequired(context, merchant, "login"))
      checkGuardedGeetest(context, merchant, body);
    const name = type === "username" ? passwordLoginName(body) : undefined;
    if (
      name &&
      !geetestRequired(context, merchant, "login") &&
      context.captcha.imageRequiredFor(merchant.code, name)
    ) {
      checkImageCaptcha(context, request, body);
    }
    let member: Awaited<ReturnType<typeof identify>>;
    try {
      member = await identify(context, merchant.code, body);
    } catch (error) {
      // Too many wrong passwords for one name: from now on it answers the image captcha too.
      if (name && error instanceof WpsError && error.errorCode === ErrorCode.loginCredErr) {
        if (context.captcha.recordFailedLogin(merchant.code, name)) {
          throw new WpsError(error.status, error.errorCode, error.message, { captcha: true });
        }
      }
      throw error;
    }
    if (name) context.captcha.clearFailedLogins(merchant.code, name);
    return ok(await admit(context, member, { challenge: true }));
  });

  /**
   * POST /wps/session/login/verification (encrypted) { username, password, method: E|P|G|S,
   * email | payeeName | authCode | mobileNum + verificationCode } — completes a login that
   * answered login_verify_required, with one of the methods it offered.
   */
  const verification = withBody("session-login-verification", { encrypted: true });
  app.post("/wps/session/login/verification", verification, async (request) => {
    const merchant = merchantOf(request);
    const body = bodyOf(request, "session-login-verification");
    const method = body.method;
    const member = await memberByPassword(context, merchant.code, body.username, body.password);
    const offered = await pendingChallenge(context.db, member.id);
    if (!offered?.includes(method)) {
      throw new WpsError(
        400,
        ErrorCode.verificationErr,
        "No verification by this method is pending; log in again",
      );
    }
    await checkProof(context, member, method, body);
    await closeChallenge(context.db, member.id);
    return ok(await admit(context, member, { challenge: false }));
  });

  /**
   * POST /wps/session/logout. Succeeds even without a live session: the client is leaving
   * anyway, and a 401 here would make it show a pointless "please log in" notice.
   */
  app.post("/wps/session/logout", async (request) => {
    const token = sessionToken(request);
    if (token) await deleteSession(context.db, merchantOf(request).code, token);
    return ok(true);
  });
};
