/**
 * The native shells' bridge (docs/native-shell.md, "Bridge"): how the web app asks the shell to
 * do what a web page cannot (close its launch screen, download the app, sign in with a native
 * SDK), and how the answer comes back.
 *
 * - Android: the shell injects `window.WLBridge` with `postMessage(json: string)`.
 * - iOS: the shell registers a script message handler, `window.webkit.messageHandlers.WLBridge`,
 *   whose `postMessage(message)` takes the object itself.
 * - The message is `{ id, call, args }`; when the call has a result the shell runs
 *   `window.WLBridgeResult(id, result)` with a string. A result starting with 'Failure' is the
 *   shell's refusal and is shown to the member as an alert (spec §8).
 *
 * The bridge is looked up at the moment of each call, never cached at boot: a shell may inject it
 * after the page's first script has run.
 */

export interface BridgeMessage {
  id: string;
  call: string;
  args?: Record<string, unknown>;
}

/** The function the shell calls with a call's result. */
export const BRIDGE_RESULT_GLOBAL = "WLBridgeResult";

/** The shell gave no bridge: the page is not in a shell, or the shell is too old. */
export class BridgeUnavailableError extends Error {}
/** The bridge threw while taking the message. */
export class BridgeCallError extends Error {}

type Post = (message: BridgeMessage) => void;

interface BridgeWindow {
  WLBridge?: { postMessage?: (json: string) => void };
  webkit?: { messageHandlers?: { WLBridge?: { postMessage?: (message: unknown) => void } } };
  [BRIDGE_RESULT_GLOBAL]?: (id: string, result: unknown) => void;
}

/** Where this page's shell takes messages, or null without one. */
export function findBridge(win: Window): Post | null {
  const w = win as unknown as BridgeWindow;
  const android = w.WLBridge;
  if (android && typeof android.postMessage === "function")
    return (message) => android.postMessage?.(JSON.stringify(message));
  const ios = w.webkit?.messageHandlers?.WLBridge;
  if (ios && typeof ios.postMessage === "function") return (message) => ios.postMessage?.(message);
  return null;
}

/** A result the shell marks as failed (spec §8: "Native bridge result starting with 'Failure'"). */
export function isBridgeFailure(result: unknown): result is string {
  return typeof result === "string" && result.startsWith("Failure");
}

export class NativeBridge {
  private next = 1;
  private readonly pending = new Map<string, (result: string) => void>();

  constructor(private readonly win: Window) {
    (win as unknown as BridgeWindow)[BRIDGE_RESULT_GLOBAL] = (id, result) => this.answer(id, result);
  }

  get available(): boolean {
    return findBridge(this.win) !== null;
  }

  /** Sends a call that has no result (closeLaunchScreen). Throws as `call` does. */
  send(call: string, args?: Record<string, unknown>): void {
    this.post({ id: this.newId(), call, ...(args ? { args } : {}) });
  }

  /**
   * Sends a call and resolves with the shell's result. The shell may take as long as the member
   * does (a native sign-in screen), so there is no time limit; a call it never answers stays open.
   */
  call(call: string, args?: Record<string, unknown>): Promise<string> {
    const id = this.newId();
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, resolve);
      try {
        this.post({ id, call, ...(args ? { args } : {}) });
      } catch (error) {
        this.pending.delete(id);
        reject(error);
      }
    });
  }

  private post(message: BridgeMessage): void {
    const post = findBridge(this.win);
    if (!post) throw new BridgeUnavailableError(`The app offers no bridge for ${message.call}`);
    try {
      post(message);
    } catch (error) {
      throw new BridgeCallError(`The app's bridge failed on ${message.call}: ${String(error)}`);
    }
  }

  private answer(id: unknown, result: unknown): void {
    const resolve = this.pending.get(String(id));
    if (!resolve) return;
    this.pending.delete(String(id));
    resolve(typeof result === "string" ? result : String(result ?? ""));
  }

  private newId(): string {
    return `wl-${this.next++}`;
  }
}

const bridges = new WeakMap<Window, NativeBridge>();

/** This window's bridge (one per window, so every result finds its call). */
export function nativeBridge(win: Window = window): NativeBridge {
  let bridge = bridges.get(win);
  if (!bridge) {
    bridge = new NativeBridge(win);
    bridges.set(win, bridge);
  }
  return bridge;
}

/**
 * A call the member asked for, with the spec's alerts: a 'Failure…' result is shown as it is
 * (spec §8), a bridge that is missing or throws gets the 'native_bridge_error' alert. Resolves with
 * the result when it is not a failure, else null.
 */
export async function callWithAlerts(
  bridge: Pick<NativeBridge, "call">,
  /** The app's notices (engine/stores/notice-store.ts): platform code names no store. */
  notices: { show(notice: { message: { id: string } | { raw: string } }): unknown },
  call: string,
  args?: Record<string, unknown>,
): Promise<string | null> {
  let result: string;
  try {
    result = await bridge.call(call, args);
  } catch (error) {
    console.warn(`[native bridge] ${call}:`, error);
    void notices.show({ message: { id: "native_bridge_error" } });
    return null;
  }
  if (isBridgeFailure(result)) {
    void notices.show({ message: { raw: result } });
    return null;
  }
  return result;
}
