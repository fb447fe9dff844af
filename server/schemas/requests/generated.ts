/* Generated from server/schemas/requests/*.schema.json by server/schemas/request-types.ts. Do not edit. */

/**
 * POST /wps/relay/MCSFE_addWithdrawAccount, decrypted; whether the number or key can be right is the account rules' to say.
 */
export interface AddWithdrawAccountBody {
  kind: "BANK" | "PIX" | "EWALLET" | "VIRTUAL";
  holderName: string;
  number: string;
  bankCode?: string;
  keyType?: string;
  [k: string]: unknown;
}

/**
 * POST /wps/relay/MCSFE_cancelDeposit.
 */
export interface CancelDepositBody {
  reference: string;
  [k: string]: unknown;
}

/**
 * POST /wps/relay/MCSFE_claimMission.
 */
export interface ClaimMissionBody {
  missionId: number;
  [k: string]: unknown;
}

/**
 * POST /wps/relay/PROMOFE_claimPromotion.
 */
export interface ClaimPromotionBody {
  promotionId: number;
  [k: string]: unknown;
}

/**
 * POST /wps/relay/CSP_fcmBind.
 */
export interface FcmBindBody {
  registrationToken: string;
  topic?: string | null;
  [k: string]: unknown;
}

/**
 * POST /wps/relay/CSP_fcmSubscribe.
 */
export interface FcmSubscribeBody {
  registrationToken: string;
  topic: string;
  [k: string]: unknown;
}

/**
 * POST /wps/relay/CSP_fcmUnsubscribe.
 */
export interface FcmUnsubscribeBody {
  registrationToken: string;
  topic?: string | null;
  unsubscribeAll?: boolean;
  [k: string]: unknown;
}

/**
 * PUT|POST /wps/member/language.
 */
export interface MemberLanguageBody {
  language: string;
  [k: string]: unknown;
}

/**
 * POST /wps/member/password; the new password is checked by the member rules.
 */
export interface MemberPasswordBody {
  oldPassword: string;
  [k: string]: unknown;
}

/**
 * POST /wps/relay/MCSFE_redeemPointItem.
 */
export interface RedeemPointItemBody {
  itemId: number;
  /**
   * The client's key for one submit: a retry sends it again and finds what the first made.
   */
  requestId?: string | null;
  [k: string]: unknown;
}

/**
 * PUT|POST /wps/member/register/mobile, decrypted; the number's form, the username and the password are checked by the member rules.
 */
export interface RegisterMobileBody {
  mobileNum: string;
  [k: string]: unknown;
}

/**
 * PUT|POST /wps/member/register, decrypted. Nothing here answers request_param_err: the username, password and mobile number are the member rules' to check, with their own error codes, and the registration details are stored as sent.
 */
export interface RegisterBody {
  /**
   * 4–16 letters or digits, free in the merchant (username.invalid, user.exists).
   */
  username?: {
    [k: string]: unknown;
  };
  /**
   * The member rules' password (password.invalid).
   */
  password?: {
    [k: string]: unknown;
  };
  /**
   * Optional; 5–15 digits when given.
   */
  mobileNum?: {
    [k: string]: unknown;
  };
  /**
   * true: answer a session too.
   */
  login?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

/**
 * POST /wps/session/login/verification, decrypted: the login again and the method of the offered check; the proof's fields are the method's own.
 */
export interface LoginVerificationBody {
  method: "E" | "P" | "G" | "S";
  username: string;
  password: string;
  [k: string]: unknown;
}

/**
 * POST /wps/session/login, decrypted: who logs in, by type (username also takes a mobile number in the username's place; sms carries the SMS code in password).
 */
export type SessionLoginBody = {
  type?: "username" | "sms" | "firebase";
  username?: string;
  mobileNum?: string;
  password?: string;
  firebaseIdToken?: string;
  [k: string]: unknown;
};

/**
 * POST /wps/verification/sms/noLogin; the number's form is checked by the member rules.
 */
export interface SmsNoLoginBody {
  mobileNum: string;
  [k: string]: unknown;
}

/**
 * POST /wps/relay/MCSFE_submitAgentApplication; each text's length limit (after trimming) is in server/routes/referral.ts.
 */
export interface AgentApplicationBody {
  contactName: string;
  contact: string;
  channel: "SOCIAL" | "WEBSITE" | "COMMUNITY" | "OFFLINE" | "OTHER";
  audience?: string;
  description: string;
  [k: string]: unknown;
}

/**
 * POST /wps/relay/MCSFE_submitDeposit; the amount (minor units) is the ledger's to check, with its own error codes.
 */
export interface SubmitDepositBody {
  channelId: number;
  amount?: unknown;
  /**
   * The client's key for one submit: a retry sends it again and finds what the first made.
   */
  requestId?: string | null;
  [k: string]: unknown;
}

/**
 * POST /wps/relay/MCSFE_submitFeedback; the category's list, the texts' limits and the screenshot's bytes are the support rules' to check, with their own error codes.
 */
export interface SubmitFeedbackBody {
  category?: string;
  message?: string;
  contact?: string | null;
  /**
   * The client's key for one submit: a retry sends it again and finds what the first made.
   */
  requestId?: string | null;
  attachment?: {
    mime?: string;
    /**
     * The image's bytes in base64.
     */
    data: string;
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}

/**
 * POST /wps/relay/MCSFE_submitWithdraw, decrypted; the amount (minor units) is the ledger's to check.
 */
export interface SubmitWithdrawBody {
  accountId: number;
  amount?: unknown;
  /**
   * The client's key for one submit: a retry sends it again and finds what the first made.
   */
  requestId?: string | null;
  [k: string]: unknown;
}

export interface RequestBodies {
  "add-withdraw-account": AddWithdrawAccountBody;
  "cancel-deposit": CancelDepositBody;
  "claim-mission": ClaimMissionBody;
  "claim-promotion": ClaimPromotionBody;
  "fcm-bind": FcmBindBody;
  "fcm-subscribe": FcmSubscribeBody;
  "fcm-unsubscribe": FcmUnsubscribeBody;
  "member-language": MemberLanguageBody;
  "member-password": MemberPasswordBody;
  "redeem-point-item": RedeemPointItemBody;
  "register-mobile": RegisterMobileBody;
  register: RegisterBody;
  "session-login-verification": LoginVerificationBody;
  "session-login": SessionLoginBody;
  "sms-no-login": SmsNoLoginBody;
  "submit-agent-application": AgentApplicationBody;
  "submit-deposit": SubmitDepositBody;
  "submit-feedback": SubmitFeedbackBody;
  "submit-withdraw": SubmitWithdrawBody;
}
