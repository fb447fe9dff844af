/**
 * Development captcha controls (development and test mode only; see docs/dev-controls.md):
 *   GET  /__dev/geetest/gt.js, /__dev/geetest/gt4.js   the Geetest stand-in scripts (v3, v4)
 *   GET  /__dev/geetest/validate?version=v3&challenge= | ?version=v4&captchaId=   a pass, as the popup's "Verify" gets it
 *   POST /__dev/geetest   { scriptDelayMs?, scriptFails?, neverReady? }   makes the stand-in slow or broken
 *   GET  /__dev/captcha/last   the answer of the caller's (or else the newest) plain captcha picture
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { captchaCookie } from "../captcha/cookie";
import type { ServerContext } from "../context";
import { ErrorCode, ok, WpsError } from "../envelope";
import { optionalField, readBody } from "../request-body";
import { invalid } from "./checks";

const STAND_IN_SOURCE = readFileSync(join(import.meta.dirname, "geetest-stand-in.js"), "utf8");
/** Longer than the client's 3,000 ms script limit, short enough not to hang a test run. */
const MAX_SCRIPT_DELAY_MS = 30_000;

export const captchaControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const serveStandIn = (version: "v3" | "v4") => async (request: FastifyRequest, reply: FastifyReply) => {
    const behaviour = context.captcha.behaviour;
    if (behaviour.scriptDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, behaviour.scriptDelayMs));
    if (behaviour.scriptFails) return reply.code(503).type("text/plain").send("stand-in switched off");
    // The script calls back to the server it came from, whatever page loaded it.
    const origin = `${request.protocol}://${request.headers.host ?? "localhost"}`;
    const settings = JSON.stringify({ version, neverReady: behaviour.neverReady, origin });
    return reply
      .type("application/javascript; charset=utf-8")
      .header("cache-control", "no-store")
      .header("access-control-allow-origin", "*")
      .send(`var STAND_IN = ${settings};\n${STAND_IN_SOURCE}`);
  };
  app.get("/__dev/geetest/gt.js", serveStandIn("v3"));
  app.get("/__dev/geetest/gt4.js", serveStandIn("v4"));

  app.get("/__dev/geetest/validate", async (request, reply) => {
    reply.header("access-control-allow-origin", "*");
    const query = request.query as Record<string, string | undefined>;
    if (query.version === "v4") {
      if (!query.captchaId) throw invalid("captchaId is required for v4");
      return ok(context.captcha.passV4(query.captchaId));
    }
    const pass = context.captcha.passV3(query.challenge ?? "");
    if (!pass) throw new WpsError(400, ErrorCode.geetestErr, "Unknown or used challenge; fetch a new one");
    return ok(pass);
  });

  app.post("/__dev/geetest", async (request) => {
    const body = readBody(request);
    const scriptDelayMs = optionalField<number>(body, "scriptDelayMs", "number");
    if (
      scriptDelayMs !== undefined &&
      (!Number.isInteger(scriptDelayMs) || scriptDelayMs < 0 || scriptDelayMs > MAX_SCRIPT_DELAY_MS)
    )
      throw invalid(`scriptDelayMs must be an integer from 0 to ${MAX_SCRIPT_DELAY_MS}`);
    const change = {
      scriptDelayMs,
      scriptFails: optionalField<boolean>(body, "scriptFails", "boolean"),
      neverReady: optionalField<boolean>(body, "neverReady", "boolean"),
    };
    const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    context.captcha.behaviour = { ...context.captcha.behaviour, ...given };
    return ok(context.captcha.behaviour);
  });

  app.get("/__dev/captcha/last", async (request) => {
    const last = context.captcha.peekImage(captchaCookie(request));
    if (!last) throw new WpsError(404, ErrorCode.notFound, "No captcha picture has been issued");
    return ok(last);
  });
};
