import { makeAutoObservable, reaction } from "mobx";
import type { EngagementTurn } from "../../engine/engagement/engage";
import type { HttpClient } from "../../engine/http/client";
import type { KeyValueStorage } from "../../engine/platform/storage";
import { loadMessagingClient, type MessagingClient } from "../../engine/push/messaging";
import {
  PUSH_PROMPT_KEYS,
  type PushCapableWindow,
  type PushPage,
  type PushSettings,
  promptDue,
  pushSettings,
  pushSupported,
  readPermission,
  rememberedPrompt,
  shouldRegister,
} from "../../engine/push/push-rules";
import { registerPushToken } from "../../engine/push/register-push-token";
import { perEngine } from "../../engine/registry/per-engine";
import type { EngineStores } from "../../engine/root/engine";

/**
 * Spec §4 Push prompt: asking (our overlay), waiting (the browser's own question is up), denied
 * (the tips of §8), closing (fading out), removed.
 */
export type PushPromptPhase = "asking" | "waiting" | "denied" | "closing" | "removed";

/** The window as the prompt uses it: what push needs, and the browser's question. */
export interface PushPromptWindow extends PushCapableWindow {
  Notification?: { permission: string; requestPermission(): Promise<string> };
}

/** What the rules read and use; the engage module gives the app's, the tests stand-ins. */
export interface PushPromptDeps {
  http: HttpClient;
  storage: { local: KeyValueStorage; session: KeyValueStorage };
  /** The session token (an observable read). */
  sessionToken: () => string | null;
  settings: () => PushSettings | null;
  environment: { nativeApp: string | null; line: boolean };
  win: PushPromptWindow;
  /** Firebase messaging for these settings (loaded on first use). */
  messaging: (settings: PushSettings) => Promise<MessagingClient>;
}

export class PushPromptModel {
  phase: PushPromptPhase = "removed";
  private turn: EngagementTurn | null = null;
  /** The session the device was last registered under, so one session registers once. */
  private registeredFor: string | null = null;

  constructor(private readonly deps: PushPromptDeps) {
    makeAutoObservable<this, "deps" | "turn" | "registeredFor">(this, {
      deps: false,
      turn: false,
      registeredFor: false,
    });
  }

  private page(): PushPage {
    const { environment, win } = this.deps;
    return {
      settings: this.deps.settings(),
      loggedIn: this.deps.sessionToken() !== null,
      supported: pushSupported(win),
      nativeApp: environment.nativeApp !== null,
      line: environment.line,
      permission: readPermission(win),
    };
  }

  /** Watches the session (spec §4 Auth) and, while the turn is its own, marks the prompt shown. Returns what stops it. */
  start(turn: EngagementTurn): () => void {
    this.turn = turn;
    const stopSession = reaction(
      () => this.deps.sessionToken(),
      (token, previous) => (token ? this.sessionStarted(token) : this.sessionEnded(previous ?? null)),
      { fireImmediately: true },
    );
    const stopShown = reaction(
      () => turn.showing,
      (showing) => {
        if (showing) this.deps.storage.session.set(PUSH_PROMPT_KEYS.shown, "1");
      },
    );
    return () => {
      stopSession();
      stopShown();
      turn.release();
      this.turn = null;
    };
  }

  private sessionStarted(token: string): void {
    const page = this.page();
    if (shouldRegister(page)) {
      // Once per session: a reload of the same session has nothing new to tell the platform.
      if (this.deps.storage.session.get(PUSH_PROMPT_KEYS.registered) !== token) void this.register(token);
      return;
    }
    if (promptDue(page, rememberedPrompt(this.deps.storage))) {
      this.phase = "asking";
      this.turn?.request();
    }
  }

  private sessionEnded(ended: string | null): void {
    this.registeredFor = null;
    if (ended) this.deps.storage.session.remove(PUSH_PROMPT_KEYS.registered);
    if (this.phase !== "removed") this.phase = "removed";
    this.turn?.release();
  }

  /** Binds and subscribes this device under the session; a failure is logged, never shown. */
  async register(token: string): Promise<void> {
    const settings = this.deps.settings();
    if (!settings || this.registeredFor === token) return;
    this.registeredFor = token;
    try {
      await registerPushToken({
        http: this.deps.http,
        storage: this.deps.storage.local,
        messaging: () => this.deps.messaging(settings),
        topic: settings.topic,
      });
      if (this.registeredFor === token) this.deps.storage.session.set(PUSH_PROMPT_KEYS.registered, token);
    } catch (error) {
      if (this.registeredFor === token) this.registeredFor = null;
      console.warn("[push] this device was not registered for notifications", error);
    }
  }

  /** 'Allow': the browser asks its own question; granted registers, denied shows the tips. */
  async allow(): Promise<void> {
    const notification = this.deps.win.Notification;
    if (this.phase !== "asking" || !notification) return;
    this.phase = "waiting";
    let answer: string;
    try {
      answer = await notification.requestPermission();
    } catch {
      answer = readPermission(this.deps.win);
    }
    this.answered(answer);
  }

  private answered(answer: string): void {
    // Closed with Escape while the browser asked: the answer still counts.
    if (answer === "denied") {
      if (this.phase === "waiting") this.phase = "denied";
      return;
    }
    this.close();
    const token = this.deps.sessionToken();
    if (answer === "granted" && token) void this.register(token);
  }

  /** 'Not now': remembered on this device, the prompt does not come back. */
  decline(): void {
    if (this.phase !== "asking") return;
    this.deps.storage.local.set(PUSH_PROMPT_KEYS.declined, "1");
    this.close();
  }

  /** Closed without an answer (Escape, or the tips read): not again this session. */
  close(): void {
    if (this.phase === "asking" || this.phase === "waiting" || this.phase === "denied")
      this.phase = "closing";
  }

  /** The fade-out ended: the screen goes to the next overlay. */
  removed(): void {
    this.phase = "removed";
    this.turn?.release();
  }
}

/** What the push prompt reads of the app. */
export type PushPromptStores = Pick<EngineStores, "http" | "storage" | "session" | "config" | "environment">;

/** The app's deps for the prompt's rules. */
export function pushPromptDeps(stores: PushPromptStores, win: PushPromptWindow): PushPromptDeps {
  return {
    http: stores.http,
    storage: stores.storage,
    sessionToken: () => stores.session.token,
    settings: () => pushSettings(stores.config),
    environment: stores.environment,
    win,
    messaging: (settings) => loadMessagingClient(settings),
  };
}

/** One per engine, shared by the rules and the view. */
export const modelFor = perEngine(
  (stores: PushPromptStores, win: PushPromptWindow = window as unknown as PushPromptWindow) =>
    new PushPromptModel(pushPromptDeps(stores, win)),
);
