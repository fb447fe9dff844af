import type { GeetestChallenge } from "../api/verification";
import { CAPTCHA_RETRIES, CAPTCHA_TIMEOUT_MS } from "../constants";
import type { CaptchaAnswer } from "../identity/types";
import type { GeetestVersion } from "./choice";
import {
  CAPTCHA_MESSAGES,
  CaptchaError,
  fromProviderError,
  GEETEST_RESOURCE_TIMEOUT_CODE,
  networkFailure,
} from "./errors";
import { type GeetestCaptchaObject, type GeetestGlobals, OFFICIAL_SCRIPT_URLS } from "./geetest-provider";
import { loadCaptchaScript } from "./script-loader";
import type { Timers } from "./timers";

export interface GeetestStartDeps {
  version: GeetestVersion;
  captchaId: string;
  /** The merchant's `geetest.scriptUrl`; the official script when absent. */
  scriptUrl?: string;
  /** Where the provider's script puts its globals (the page's window). */
  globals: GeetestGlobals;
  document: Document;
  timers: Timers;
  /** GET /wps/captcha/geetest (v3 only). */
  fetchChallenge: () => Promise<GeetestChallenge>;
  scriptTimeoutMs?: number;
  timeoutMs?: number;
  retries?: number;
}

/** A ready captcha, with one listener per event so the provider's handler lists never grow. */
export interface GeetestHandle {
  /** Opens the provider's popup ("bind" product). */
  open(): void;
  /** The validated result as request fields, or null before success. */
  answer(): CaptchaAnswer | null;
  reset(): void;
  destroy(): void;
  listeners: {
    success?: () => void;
    close?: () => void;
    error?: (error: CaptchaError) => void;
  };
}

const TIMED_OUT = Symbol("timed out");

/**
 * Loads the script (3,000 ms, then 60204) and starts a captcha: one attempt may take 10 s until
 * the provider says it is ready; a slow one is abandoned and tried once more, then 60205.
 */
export async function startGeetest(deps: GeetestStartDeps): Promise<GeetestHandle> {
  // A page that already has the provider (an earlier form, a native shell) needs no second copy.
  const present = deps.version === "v4" ? deps.globals.initGeetest4 : deps.globals.initGeetest;
  if (!present)
    await loadCaptchaScript(deps.scriptUrl || OFFICIAL_SCRIPT_URLS[deps.version], {
      document: deps.document,
      timers: deps.timers,
      timeoutMs: deps.scriptTimeoutMs,
    });
  const attempts = 1 + (deps.retries ?? CAPTCHA_RETRIES);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const outcome = await oneAttempt(deps);
    if (outcome !== TIMED_OUT) return outcome;
  }
  throw networkFailure(GEETEST_RESOURCE_TIMEOUT_CODE);
}

function oneAttempt(deps: GeetestStartDeps): Promise<GeetestHandle | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let abandoned = false;
    let adopted: GeetestCaptchaObject | null = null;
    const timer = deps.timers.setTimeout(() => {
      if (settled) return;
      settled = true;
      abandoned = true;
      adopted?.destroy();
      resolve(TIMED_OUT);
    }, deps.timeoutMs ?? CAPTCHA_TIMEOUT_MS);
    const settle = (run: () => void) => {
      if (settled) return;
      settled = true;
      deps.timers.clearTimeout(timer);
      run();
    };

    const adopt = (captcha: GeetestCaptchaObject) => {
      // An attempt given up on must not leave a second popup behind when it finally answers.
      if (abandoned) return captcha.destroy();
      adopted = captcha;
      const handle = wrap(captcha, deps.version);
      captcha
        .onReady(() => settle(() => resolve(handle)))
        .onSuccess(() => handle.listeners.success?.())
        .onClose(() => handle.listeners.close?.())
        .onError((error) => {
          const failure = fromProviderError(error);
          if (settled) handle.listeners.error?.(failure);
          else settle(() => reject(failure));
        });
    };

    initialise(deps, adopt).catch((error) =>
      settle(() => reject(error instanceof CaptchaError ? error : fromProviderError(error))),
    );
  });
}

async function initialise(
  deps: GeetestStartDeps,
  adopt: (captcha: GeetestCaptchaObject) => void,
): Promise<void> {
  if (deps.version === "v4") {
    const init = deps.globals.initGeetest4;
    if (!init) throw new CaptchaError(CAPTCHA_MESSAGES.serviceNotWork.id);
    init({ captchaId: deps.captchaId, product: "bind" }, adopt);
    return;
  }
  const init = deps.globals.initGeetest;
  if (!init) throw new CaptchaError(CAPTCHA_MESSAGES.serviceNotWork.id);
  const challenge = await deps.fetchChallenge();
  init(
    {
      gt: challenge.gt,
      challenge: challenge.challenge,
      new_captcha: challenge.newCaptcha,
      product: "bind",
      offline: false,
    },
    adopt,
  );
}

function wrap(captcha: GeetestCaptchaObject, version: GeetestVersion): GeetestHandle {
  return {
    listeners: {},
    open: () => (version === "v4" ? captcha.showCaptcha?.() : captcha.verify?.()),
    answer: () => answerFrom(captcha.getValidate(), version),
    reset: () => captcha.reset(),
    destroy: () => captcha.destroy(),
  };
}

/** The request fields of spec section 3: v3 sends challenge and seccode, v4 its whole result. */
export function answerFrom(
  validate: Record<string, string> | false | undefined,
  version: GeetestVersion,
): CaptchaAnswer | null {
  if (!validate) return null;
  if (version === "v4") return { geetestValidateV4: JSON.stringify(validate) };
  if (!validate.geetest_challenge || !validate.geetest_seccode) return null;
  return { geetestChallenge: validate.geetest_challenge, geetestSeccode: validate.geetest_seccode };
}
