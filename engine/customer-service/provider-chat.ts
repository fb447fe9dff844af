/**
 * Running a chat provider's widget (spec section 9, issue 16), every time counted from the moment
 * the chat is needed: the script goes in at LIVE_CHAT_INJECT_DELAY_MS; the adapter's hook (identity,
 * then open) runs as soon as the script has set up its API and again at each CHAT_HOOK_REAPPLY_MS
 * (providers reset their visitor while their own frame loads; before the API is there a re-apply
 * does nothing); the error-hide loop hides the provider's connection-error banner every
 * ERROR_HIDE_TICK_MS, ERROR_HIDE_MAX_TICKS times (it shows while the widget first connects). A
 * script that fails, never loads within CS_SCRIPT_TIMEOUT_MS or loads without its API is reported
 * once through `onFailure` and stops every timer; nothing is thrown.
 */
import {
  CHAT_HOOK_REAPPLY_MS,
  CS_SCRIPT_TIMEOUT_MS,
  ERROR_HIDE_MAX_TICKS,
  ERROR_HIDE_TICK_MS,
  LIVE_CHAT_INJECT_DELAY_MS,
} from "../constants";
import { scriptUrl } from "../security/trusted-types";
import type { ChatAdapter, ChatIdentity, ProviderGlobals, ProviderScript } from "./adapters/types";

export type ProviderFailure = "load" | "timeout" | "not-ready";

/** The page the widget runs in, replaceable in tests (fake timers, a jsdom document). */
export interface ProviderPage {
  globals: ProviderGlobals;
  document: Document;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export function browserPage(): ProviderPage {
  return {
    globals: window as unknown as ProviderGlobals,
    document,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

const SCRIPT_MARK = "data-cs-provider";

/** Starts the provider's chat; the answer stops every timer still waiting (the member left). */
export function startProviderChat(
  adapter: ChatAdapter,
  script: ProviderScript,
  identity: ChatIdentity,
  page: ProviderPage,
  onFailure: (reason: ProviderFailure) => void,
): () => void {
  const timers = new Set<unknown>();
  let failed = false;
  const later = (ms: number, run: () => void) => {
    const handle = page.setTimeout(() => {
      timers.delete(handle);
      run();
    }, ms);
    timers.add(handle);
    return handle;
  };
  const hook = () => {
    try {
      adapter.hook(page.globals, identity);
    } catch (error) {
      // A provider's own bug must not take the page down; the chat may still be open.
      console.warn(`[customer service] ${script.csType} hook failed:`, error);
    }
  };
  const hideErrors = () => {
    for (const element of page.document.querySelectorAll<HTMLElement>(adapter.errorSelector))
      element.hidden = true;
  };
  const stop = () => {
    for (const handle of timers) page.clearTimeout(handle);
    timers.clear();
  };
  const fail = (reason: ProviderFailure) => {
    if (failed) return;
    failed = true;
    stop();
    onFailure(reason);
  };

  later(LIVE_CHAT_INJECT_DELAY_MS, () => {
    // Loaded before (a second tap): its API is there, only the hook is needed.
    if (adapter.ready(page.globals)) return hook();
    for (const old of page.document.querySelectorAll(`script[${SCRIPT_MARK}="${script.csType}"]`))
      old.remove();
    adapter.configure(page.globals, script.settings, identity);
    const element = page.document.createElement("script");
    element.async = true;
    element.src = scriptUrl(script.src);
    element.setAttribute(SCRIPT_MARK, script.csType);
    const timeout = later(CS_SCRIPT_TIMEOUT_MS, () => fail("timeout"));
    const settle = () => {
      page.clearTimeout(timeout);
      timers.delete(timeout);
    };
    element.addEventListener("error", () => {
      settle();
      fail("load");
    });
    element.addEventListener("load", () => {
      settle();
      if (failed) return;
      if (adapter.ready(page.globals)) hook();
      else fail("not-ready");
    });
    page.document.head.append(element);
  });
  for (const ms of CHAT_HOOK_REAPPLY_MS) later(ms, () => adapter.ready(page.globals) && hook());
  for (let tick = 1; tick <= ERROR_HIDE_MAX_TICKS; tick++) later(tick * ERROR_HIDE_TICK_MS, hideErrors);

  return stop;
}
