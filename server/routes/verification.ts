/** Verification codes sent before login (SMS login, mobile registration, two-factor by SMS). */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { listCountries } from "../data/merchant-settings";
import { issueSmsCode } from "../data/sms";
import { ErrorCode, ok, WpsError } from "../envelope";
import { MOBILE_RULE } from "../member-rules";
import { merchantOf } from "../merchant-header";
import { bodyOf, withBody } from "../request-schemas";

export const verificationRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /**
   * POST /wps/verification/sms/noLogin { countryDialingCode, mobileNum } → { expirationTime }.
   * Nothing is sent: the code is stored and GET /__dev/sms/last reads it.
   */
  app.post("/wps/verification/sms/noLogin", withBody("sms-no-login"), async (request) => {
    const merchant = merchantOf(request);
    const body = bodyOf(request, "sms-no-login");
    const mobile = body.mobileNum.trim();
    if (!MOBILE_RULE.test(mobile)) {
      throw new WpsError(400, ErrorCode.requestParamErr, "mobileNum must be 5–15 digits");
    }
    let dialing = typeof body.countryDialingCode === "string" ? body.countryDialingCode.trim() : "";
    dialing = dialing.replace(/^\+/, "");
    if (dialing === "") dialing = (await listCountries(context.db, merchant.code))[0]?.dialing_code ?? "";
    const sent = await issueSmsCode(context.db, merchant.code, dialing, mobile);
    return ok({ expirationTime: sent.expires_at });
  });
};
