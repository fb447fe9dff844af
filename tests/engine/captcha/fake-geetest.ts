import type {
  GeetestCaptchaObject,
  GeetestGlobals,
  GeetestV3Config,
  GeetestV4Config,
} from "../../../engine/captcha/geetest-provider";

/** A captcha object the test drives: it calls the handlers the app registered, when told to. */
export class FakeCaptcha implements GeetestCaptchaObject {
  handlers: { ready?: () => void; success?: () => void; error?: (e: unknown) => void; close?: () => void } =
    {};
  opened = 0;
  destroyed = false;
  resets = 0;
  validate: Record<string, string> | false = false;

  constructor(readonly config: GeetestV3Config | GeetestV4Config) {}
  onReady(run: () => void) {
    this.handlers.ready = run;
    return this;
  }
  onSuccess(run: () => void) {
    this.handlers.success = run;
    return this;
  }
  onError(run: (error: unknown) => void) {
    this.handlers.error = run;
    return this;
  }
  onClose(run: () => void) {
    this.handlers.close = run;
    return this;
  }
  getValidate() {
    return this.validate;
  }
  reset() {
    this.resets++;
    this.validate = false;
  }
  destroy() {
    this.destroyed = true;
  }
  verify() {
    this.opened++;
  }
  showCaptcha() {
    this.opened++;
  }
  /** The member slides: the provider has a result and says so. */
  pass(validate: Record<string, string>) {
    this.validate = validate;
    this.handlers.success?.();
  }
}

/** Both provider globals; each init hands its captcha to the app at once (ready is separate). */
export function fakeProvider() {
  const made: FakeCaptcha[] = [];
  const globals: GeetestGlobals = {
    initGeetest: (config, ready) => {
      const captcha = new FakeCaptcha(config);
      made.push(captcha);
      ready(captcha);
    },
    initGeetest4: (config, ready) => {
      const captcha = new FakeCaptcha(config);
      made.push(captcha);
      ready(captcha);
    },
  };
  return { globals, made };
}
