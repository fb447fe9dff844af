import type { LoginType } from "./remembered-login";

/** What a completed captcha adds to a login, SMS or registration request (spec section 3). */
export interface CaptchaAnswer {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
  /** The plain image captcha's text. */
  captcha?: string;
}

/** Social sign-in channels of the login request (spec section 3). */
export type SocialChannel = "google" | "facebook" | "twitter" | "line";

/** A social or SMS-provider sign-in the backend did not know: what the bind chooser offers. */
export interface BindChoice {
  /** The server's message with its parenthetical stripped (spec section 8). */
  message: string;
  channel: SocialChannel | "phone";
  idToken: string;
}

/** The two-factor methods in the order the modal offers them (spec section 4). */
export const TWO_FACTOR_ORDER = ["payeeName", "sms", "ga", "email"] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_ORDER)[number];

/** What login_verify_required offered, plus the credentials the verification repeats. */
export interface TwoFactorPrompt {
  methods: TwoFactorMethod[];
  /** The masked e-mail and mobile the server named, to show as hints. */
  emailHint: string | null;
  mobileHint: string | null;
  username: string;
  password: string;
  /** The verification succeeded: the modal shows its confirmation until login completes. */
  verified: boolean;
}

/** What a login was made with, and whether the member asked to keep it for next time. */
export interface LoginCredentials {
  username: string;
  password: string;
  remember: boolean;
  type: LoginType;
}
