import { CAPTCHA_SCRIPT_TIMEOUT_MS } from "../constants";
import { scriptUrl } from "../security/trusted-types";
import { GEETEST_SCRIPT_TIMEOUT_CODE, networkFailure } from "./errors";
import type { Timers } from "./timers";

export interface ScriptLoaderDeps {
  document: Document;
  timers: Timers;
  timeoutMs?: number;
}

/** One promise per URL per document: every captcha on the page shares one script tag. */
const loads = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Injects the provider's script once. A script that neither loads nor fails within 3,000 ms,
 * or that fails, rejects with 60204 'Network failure'; the failed tag is removed and forgotten
 * so a retry injects it afresh instead of waiting on a dead one.
 */
export function loadScriptOnce(url: string, deps: ScriptLoaderDeps): Promise<void> {
  let byUrl = loads.get(deps.document);
  if (!byUrl) {
    byUrl = new Map();
    loads.set(deps.document, byUrl);
  }
  const known = byUrl.get(url);
  if (known) return known;

  const script = deps.document.createElement("script");
  const load = new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      deps.timers.clearTimeout(timer);
      script.remove();
      byUrl.delete(url);
      reject(networkFailure(GEETEST_SCRIPT_TIMEOUT_CODE));
    };
    const timer = deps.timers.setTimeout(fail, deps.timeoutMs ?? CAPTCHA_SCRIPT_TIMEOUT_MS);
    script.addEventListener("load", () => {
      if (settled) return;
      settled = true;
      deps.timers.clearTimeout(timer);
      resolve();
    });
    script.addEventListener("error", fail);
  });
  byUrl.set(url, load);
  script.src = scriptUrl(url);
  script.async = true;
  deps.document.head.append(script);
  return load;
}
