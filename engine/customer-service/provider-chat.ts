/**
 * Running a chat provider's widget (spec section 9, issue 16), every time counted from the moment
 * the chat is needed: the script goes in at LIVE_CHAT_INJECT_DELAY_MS; the adapter's hook (identity,
 * then open) runs as soon as the script has set up its API and again at each CHAT_HOOK_REAPPLY_MS
 * (providers reset their visitor while their own frame loads; before the API is there a re-apply
 * does nothing); the error-hide loop hides the provider's connection-error banner every
 * ERROR_HIDE_TICK_MS, ERROR_HIDE_MAX_TICKS times (it shows while the widget first connects). A
 * script that fails (its one retry too), never loads within CS_SCRIPT_TIMEOUT_MS or loads without
 * its API is reported once through `onFailure` and stops every timer; nothing is thrown.
 */
import {
  CHAT_HOOK_REAPPLY_MS,
  CS_SCRIPT_TIMEOUT_MS,
  ERROR_HIDE_MAX_TICKS,
  ERROR_HIDE_TICK_MS,
  LIVE_CHAT_INJECT_DELAY_MS,
} from "../constants";
import { loadScript, type ScriptFailure, ScriptLoadError } from "../platform/load-script";
import type { ChatAdapter, ChatIdentity, ProviderGlobals, ProviderScript } from "./adapters/types";

/** Why the chat did not start: its script failed (after one retry), was too slow, or ran without its API. */
export type ProviderFailure = ScriptFailure;

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
  // Once stopped (the member left), a script still on its way changes nothing.
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const handle of timers) page.clearTimeout(handle);
    timers.clear();
  };
  const fail = (reason: ProviderFailure) => {
    if (stopped) return;
    stop();
    onFailure(reason);
  };

  later(LIVE_CHAT_INJECT_DELAY_MS, () => {
    // Loaded before (a second tap): its API is there, only the hook is needed.
    if (adapter.ready(page.globals)) return hook();
    adapter.configure(page.globals, script.settings, identity);
    loadScript(script.src, {
      document: page.document,
      timers: page,
      timeoutMs: CS_SCRIPT_TIMEOUT_MS,
      attributes: { [SCRIPT_MARK]: script.csType },
      ready: () => adapter.ready(page.globals),
    }).then(
      () => !stopped && hook(),
      (error: unknown) => fail(error instanceof ScriptLoadError ? error.reason : "load"),
    );
  });
  for (const ms of CHAT_HOOK_REAPPLY_MS) later(ms, () => adapter.ready(page.globals) && hook());
  for (let tick = 1; tick <= ERROR_HIDE_MAX_TICKS; tick++) later(tick * ERROR_HIDE_TICK_MS, hideErrors);

  return stop;
}
