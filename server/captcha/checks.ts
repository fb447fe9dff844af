/**
 * The captcha a login or registration must carry (spec section 5), decided as the platform
 * would: the slider when GEETEST3 is live and the merchant's switch for that form is on; else
 * the plain captcha when it is switched on for registration or a name has failed too often.
 */
import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../context";
import { ErrorCode, WpsError } from "../envelope";
import type { Merchant } from "../merchants";
import { captchaCookie } from "./cookie";

export type CaptchaForm = "login" | "register";

/** Whether the slider guards this form (GEETEST3, or GEETESTTEST3's trial of it). */
export function geetestRequired(context: ServerContext, merchant: Merchant, form: CaptchaForm): boolean {
  const features = context.liveFlags.features(merchant);
  if (!features.GEETEST3 && !features.GEETESTTEST3) return false;
  return form === "login" ? merchant.geetest.login : merchant.geetest.forms;
}

/**
 * The slider's check on a guarded form. On trial (GEETESTTEST3) a form sent without the slider's
 * fields passes, as the client sends it when the provider failed; fields that are sent are checked.
 */
export function checkGuardedGeetest(
  context: ServerContext,
  merchant: Merchant,
  body: Record<string, unknown>,
): void {
  const onTrial = context.liveFlags.features(merchant).GEETESTTEST3 === true;
  const sent = ["geetestSeccode", "geetestChallenge", "geetestValidateV4"].some(
    (field) => body[field] !== undefined && body[field] !== "",
  );
  if (onTrial && !sent) return;
  checkGeetest(context, body);
}

/** A v3 seccode (with its challenge) or a v4 result that the stand-in obtained and nobody used yet. */
export function checkGeetest(context: ServerContext, body: Record<string, unknown>): void {
  const seccode = typeof body.geetestSeccode === "string" ? body.geetestSeccode : "";
  const challenge = typeof body.geetestChallenge === "string" ? body.geetestChallenge : undefined;
  if (seccode !== "" && context.captcha.spendV3(seccode, challenge)) return;
  const v4 = readV4(body.geetestValidateV4);
  if (v4 && context.captcha.spendV4(v4.lot_number, v4.pass_token)) return;
  throw new WpsError(400, ErrorCode.geetestErr, "Please complete the slider verification");
}

function readV4(value: unknown): { lot_number: string; pass_token: string } | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return typeof parsed.lot_number === "string" && typeof parsed.pass_token === "string"
      ? { lot_number: parsed.lot_number, pass_token: parsed.pass_token }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The plain captcha's answer for the picture this browser's cookie holds. A wrong one answers
 * `value: { captcha: true }`, which keeps the client showing the picture.
 */
export function checkImageCaptcha(
  context: ServerContext,
  request: FastifyRequest,
  body: Record<string, unknown>,
): void {
  const answer = typeof body.captcha === "string" ? body.captcha : "";
  if (answer.trim() !== "" && context.captcha.spendImage(captchaCookie(request), answer)) return;
  throw new WpsError(400, ErrorCode.captchaErr, "The verification code is not correct", { captcha: true });
}

/** Registration's captcha. A sign-up from a social or SMS-provider account has already proved a person. */
export function checkRegisterCaptcha(
  context: ServerContext,
  request: FastifyRequest,
  merchant: Merchant,
  body: Record<string, unknown>,
): void {
  if (typeof body.firebaseIdToken === "string" && body.firebaseIdToken !== "") return;
  if (geetestRequired(context, merchant, "register")) checkGuardedGeetest(context, merchant, body);
  else if (context.liveFlags.of(merchant.code).registerCaptcha) checkImageCaptcha(context, request, body);
}
