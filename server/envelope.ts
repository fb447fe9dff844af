/**
 * The platform's response envelope: every /wps answer is `{ success, value, errorCode?, message? }`,
 * and a failure also carries a non-2xx status (wire contract, "Envelope and headers").
 */

export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

/** The error codes this server answers with, spelled as the platform spells them. */
export const ErrorCode = {
  notFound: "not.found",
  methodNotSupported: "http_method_not_support",
  functionNotAvailable: "function.not.available",
  requestParamErr: "request_param_err",
  loginNotSession: "login.not.session",
  notExistsUser: "not.exists.user",
  loginCredErr: "login.cred.err",
  loginVerifyRequired: "login_verify_required",
  verificationErr: "verification.err",
  bindCustomerRequired: "bind_customer_required",
  tokenIpDifferent: "token_ip_different",
  requestBodyRequired: "request_body_required",
  decryptionErr: "decryption.err",
  userExists: "user.exists",
  usernameInvalid: "username.invalid",
  passwordInvalid: "password.invalid",
  passwordOldErr: "password.old.err",
  smsCodeErr: "sms.code.err",
  smsCodeExpired: "sms.code.expired",
  /** The plain captcha is missing or wrong (its value asks the client to show the picture). */
  captchaErr: "captcha.err",
  /** The slider captcha (GEETEST3) is missing, wrong or already used. */
  geetestErr: "geetest.err",
  chatNoPermission: "chat.no.permission",
  /** Game launch: a required launch field is missing (the platform's code, message "#727 system busy"). */
  gameSystemBusy: "#727",
  /** Game launch: the member's previous game has not finished. */
  gameNotFinished: "#734",
  /** Game launch: the code names neither a game nor a game vendor of the merchant. */
  gameNotExists: "game.not.exists",
  /** Trial launch: the game is unknown or has no trial play. */
  gameTrialUnavailable: "game.trial.unavailable",
  // Money (docs/money.md): not seen on the platform's wire, named in its style.
  /** Not a whole number of minor units above zero. */
  amountInvalid: "amount.invalid",
  amountBelowMin: "amount.below.min",
  amountAboveMax: "amount.above.max",
  balanceInsufficient: "balance.insufficient",
  withdrawDailyLimit: "withdraw.daily.limit",
  /** The deposit channel is unknown, switched off or another merchant's. */
  channelNotAvailable: "channel.not.available",
  /** The member already has this card, Pix key or wallet. */
  accountDuplicate: "account.duplicate",
  accountNotFound: "account.not.found",
  /** A card number, Pix key or holder name that cannot be right (a CPF whose check digits fail). */
  accountInvalid: "account.invalid",
  orderNotFound: "order.not.found",
  /** The order has already arrived, been paid, rejected or cancelled. */
  orderNotPending: "order.not.pending",
  // Points (module PTSYS3): not seen on the platform's wire, named in its style.
  /** The member's points are fewer than the item costs. */
  pointsInsufficient: "points.insufficient",
  /** The item has none left. */
  itemOutOfStock: "item.out.of.stock",
  /** No such item in this merchant's market. */
  itemNotFound: "item.not.found",
  missionNotFound: "mission.not.found",
  /** The mission's progress has not reached its target. */
  missionNotComplete: "mission.not.complete",
  /** The mission's reward was paid already. */
  missionClaimed: "mission.already.claimed",
} as const;

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value };
}

/** A failure's value is null, except where the platform puts details there (login_verify_required). */
export function failure(errorCode?: string, message?: string, value: unknown = null): Envelope<unknown> {
  const body: Envelope<unknown> = { success: false, value };
  if (errorCode !== undefined) body.errorCode = errorCode;
  if (message !== undefined) body.message = message;
  return body;
}

/** Thrown by handlers; the /wps error handler turns it into a failure envelope with `status`. */
export class WpsError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Sent as the envelope's value; null for almost every error. */
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = "WpsError";
  }
}
