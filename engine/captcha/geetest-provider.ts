/**
 * The surface of Geetest's browser scripts this app uses (gt.js v3: `initGeetest`, gt4.js v4:
 * `initGeetest4`), both with the "bind" product: the form keeps its own submit button and the
 * provider opens its popup when asked.
 */
export interface GeetestCaptchaObject {
  onReady(run: () => void): GeetestCaptchaObject;
  onSuccess(run: () => void): GeetestCaptchaObject;
  onError(run: (error: unknown) => void): GeetestCaptchaObject;
  onClose(run: () => void): GeetestCaptchaObject;
  getValidate(): Record<string, string> | false | undefined;
  reset(): void;
  destroy(): void;
  /** v3 "bind": opens the popup. */
  verify?(): void;
  /** v4 "bind": opens the popup. */
  showCaptcha?(): void;
}

export interface GeetestV3Config {
  gt: string;
  challenge: string;
  new_captcha: boolean;
  product: "bind";
  offline: boolean;
}

export interface GeetestV4Config {
  captchaId: string;
  product: "bind";
}

export interface GeetestGlobals {
  initGeetest?: (config: GeetestV3Config, ready: (captcha: GeetestCaptchaObject) => void) => void;
  initGeetest4?: (config: GeetestV4Config, ready: (captcha: GeetestCaptchaObject) => void) => void;
}

/** Where the official scripts live, used when the merchant names no scriptUrl. */
export const OFFICIAL_SCRIPT_URLS = {
  v3: "https://static.geetest.com/static/js/gt.0.5.0.js",
  v4: "https://static.geetest.com/v4/gt4.js",
} as const;
