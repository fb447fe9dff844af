import { CAPTCHA_SCRIPT_TIMEOUT_MS } from "../constants";
import { loadScript } from "../platform/load-script";
import { GEETEST_SCRIPT_TIMEOUT_CODE, networkFailure } from "./errors";
import type { Timers } from "./timers";

export interface ScriptLoaderDeps {
  document: Document;
  timers: Timers;
  timeoutMs?: number;
}

/**
 * The provider's script, once for every captcha on the page (engine/platform/load-script.ts). One
 * that does not load within 3,000 ms, or cannot be fetched, rejects with 60204 'Network failure';
 * it is forgotten, so the widget's retry loads it afresh.
 */
export function loadCaptchaScript(url: string, deps: ScriptLoaderDeps): Promise<void> {
  return loadScript(url, {
    document: deps.document,
    timers: deps.timers,
    timeoutMs: deps.timeoutMs ?? CAPTCHA_SCRIPT_TIMEOUT_MS,
  }).catch(() => {
    throw networkFailure(GEETEST_SCRIPT_TIMEOUT_CODE);
  });
}
