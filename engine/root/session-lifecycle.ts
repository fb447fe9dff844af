import { reaction } from "mobx";
import type { LanguageCode } from "../config/merchant-config";
import type { GameLauncher } from "../games/game-launcher";
import type { I18nStore } from "../stores/i18n-store";
import type { MemberStore } from "../stores/member-store";
import type { MoneyStore } from "../stores/money-store";
import type { SessionStore } from "../stores/session-store";
import { NO_LANGUAGE_SYNC_TYPE } from "./language-sync";

/** What a session starting or ending sets going (spec section 4: a token appearing or clearing). */
export interface SessionLifecycle {
  /** Starts the session reactions (and the game launcher's). */
  start(): void;
  stop(): void;
  /** Adds work to run when a session ends (logout or expiry) with the token it had; returns its remover. */
  onSessionEnd(hook: (token: string) => unknown): () => void;
}

export function createSessionLifecycle(deps: {
  session: Pick<SessionStore, "token" | "customerType" | "completeFrom">;
  member: Pick<MemberStore, "info" | "loading" | "load" | "loadRankProgress" | "clear">;
  money: Pick<MoneyStore, "start" | "stop">;
  i18n: Pick<I18nStore, "applyMemberLanguage">;
  games: Pick<GameLauncher, "start" | "stop">;
  supportedLanguages: () => readonly LanguageCode[];
}): SessionLifecycle {
  const { session, member, money, i18n, games } = deps;
  /** The push unsubscribe, once background work adds it. */
  const endHooks: Array<(token: string) => unknown> = [];
  const disposers: Array<() => void> = [];

  /** The member's record, then their language from it (type 4 keeps it out of both directions). */
  const loadMember = () =>
    member
      .load()
      .then(() => {
        const info = member.info;
        if (!info) return;
        session.completeFrom(info);
        if (session.customerType !== NO_LANGUAGE_SYNC_TYPE) {
          void i18n.applyMemberLanguage(info.language, deps.supportedLanguages());
        }
      })
      .catch(() => undefined);

  return {
    start() {
      games.start();
      disposers.push(() => games.stop());
      disposers.push(() => money.stop());
      disposers.push(
        reaction(
          () => session.token,
          (token, previous) => {
            if (token) {
              money.start();
              void member.loadRankProgress();
              if (!member.info && !member.loading) void loadMember();
              return;
            }
            member.clear();
            money.stop();
            if (previous)
              for (const hook of endHooks) void Promise.resolve(hook(previous)).catch(() => undefined);
          },
          { fireImmediately: true },
        ),
      );
    },
    stop() {
      for (const dispose of disposers.splice(0)) dispose();
    },
    onSessionEnd(hook) {
      endHooks.push(hook);
      return () => {
        const at = endHooks.indexOf(hook);
        if (at >= 0) endHooks.splice(at, 1);
      };
    },
  };
}
