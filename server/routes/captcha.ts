/** Captcha calls: the geetest v3 challenge and the plain captcha picture. */
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { captchaCookie, captchaCookieHeader } from "../captcha/cookie";
import { randomCode, renderCaptcha } from "../captcha/image";
import type { ServerContext } from "../context";
import { ok } from "../envelope";

export const captchaRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /**
   * GET /wps/captcha/geetest?t=<ms> → a Geetest v3 registration { gt, challenge, newCaptcha }.
   * This server has no Geetest account: only the development stand-in can pass the challenge.
   */
  app.get("/wps/captcha/geetest", async () =>
    ok({
      gt: randomBytes(16).toString("hex"),
      challenge: context.captcha.issueChallenge(),
      newCaptcha: true,
    }),
  );

  /**
   * GET /wps/captcha/image?t=<ms> → value: a base64 PNG of a 4-digit code. The answer is kept
   * under the browser's captcha cookie (set here when it has none); a new picture voids the old.
   */
  app.get("/wps/captcha/image", async (request, reply) => {
    let cookie = captchaCookie(request);
    if (!cookie) {
      cookie = randomBytes(16).toString("hex");
      reply.header("set-cookie", captchaCookieHeader(cookie));
    }
    const code = randomCode();
    context.captcha.issueImage(cookie, code);
    reply.header("cache-control", "no-store");
    return ok(renderCaptcha(code));
  });
};
