/**
 * The chat button's state: the unread count (polled every CHAT_UNREAD_POLL_MS while the button
 * shows on a visible page, for members who may chat), the launch in flight and the chat open in
 * the app's viewer. The rules are engine/customer-service/chat-rules.ts; the model only runs them.
 */
import { makeAutoObservable, reaction, runInAction } from "mobx";
import { getUnreadCount, launchChat } from "../../engine/api/chat";
import { CHAT_UNREAD_POLL_MS } from "../../engine/constants";
import {
  chatLaunchRequest,
  chatOpening,
  chatTap,
  pollsUnread,
} from "../../engine/customer-service/chat-rules";
import { perEngine } from "../../engine/registry/per-engine";
import type { EngineStores } from "../../engine/root/engine";
import type { FeatureOpeners } from "../../engine/root/feature-openers";
import type { Navigate } from "../../engine/root/navigator";
import { LOGIN_PATH } from "../../engine/routing/aliases";

export type ChatStores = Pick<EngineStores, "http" | "i18n" | "links" | "notices" | "session"> &
  Pick<FeatureOpeners, "openWindow"> & { readonly navigate: Navigate };

/** The page around the model, replaceable in tests (fake timers, a hidden page). */
export interface ChatPage {
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  visible: () => boolean;
  onVisibilityChange: (listener: () => void) => () => void;
}

export function browserChatPage(): ChatPage {
  return {
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
    visible: () => document.visibilityState !== "hidden",
    onVisibilityChange: (listener) => {
      document.addEventListener("visibilitychange", listener);
      return () => document.removeEventListener("visibilitychange", listener);
    },
  };
}

export class ChatButtonModel {
  unread = 0;
  launching = false;
  /** The chat open in the app's viewer. */
  viewer: { url: string; title: string } | null = null;
  pageVisible: boolean;

  constructor(
    private readonly stores: ChatStores,
    private readonly page: ChatPage = browserChatPage(),
  ) {
    this.pageVisible = page.visible();
    makeAutoObservable<ChatButtonModel, "stores" | "page">(this, { stores: false, page: false });
  }

  private get member() {
    return { loggedIn: this.stores.session.isLoggedIn, customerType: this.stores.session.customerType };
  }

  /** While the button shows: the badge asks now and then every CHAT_UNREAD_POLL_MS; the answer stops it. */
  watch(): () => void {
    let timer: unknown = null;
    const stopTimer = () => {
      if (timer !== null) this.page.clearInterval(timer);
      timer = null;
    };
    const stopVisibility = this.page.onVisibilityChange(() =>
      runInAction(() => {
        this.pageVisible = this.page.visible();
      }),
    );
    const stopReaction = reaction(
      () => pollsUnread(this.member, this.pageVisible),
      (polls) => {
        stopTimer();
        if (polls) {
          void this.refresh();
          timer = this.page.setInterval(() => void this.refresh(), CHAT_UNREAD_POLL_MS);
        } else if (chatTap(this.member) !== "launch") {
          // A visitor or type 4 has no count (spec section 6); a hidden page keeps the last one.
          this.unread = 0;
        }
      },
      { fireImmediately: true },
    );
    return () => {
      stopReaction();
      stopVisibility();
      stopTimer();
    };
  }

  /** CBS_unreadCount; a failure keeps the last count (the badge is a hint, never an alert). */
  async refresh(): Promise<void> {
    try {
      const answer = await getUnreadCount(this.stores.http);
      const count = answer?.unReadCount;
      if (!pollsUnread(this.member, true)) return;
      runInAction(() => {
        this.unread = typeof count === "number" && Number.isFinite(count) ? Math.max(0, count) : 0;
      });
    } catch {
      // Quiet: alert false on the call, and the next poll asks again.
    }
  }

  /** A tap: a visitor (type -1) logs in first, type 4 is told no, a member's chat opens as the answer says. */
  async open(title: string, backUrl: string): Promise<void> {
    switch (chatTap(this.member)) {
      case "login":
        return this.stores.navigate(LOGIN_PATH);
      case "no-permission":
        return void this.stores.notices.show({ message: { id: "chat_no_permission" } });
    }
    if (this.launching) return;
    this.launching = true;
    try {
      const answer = await launchChat(
        this.stores.http,
        chatLaunchRequest(title, backUrl, this.stores.i18n.language),
      );
      const opening = chatOpening(answer, this.stores.links.origin);
      if (opening.kind === "no-url") {
        console.warn("[chat] CBS_launchChat answered without a usable chatUrl:", answer);
        void this.stores.notices.show({ message: { id: "chat_no_url" } });
      } else if (opening.kind === "tab") this.stores.openWindow(opening.url);
      else
        runInAction(() => {
          this.viewer = { url: opening.url, title };
        });
    } catch {
      // The error catalogue has told the member (a refused or failed launch).
    } finally {
      runInAction(() => {
        this.launching = false;
      });
    }
  }

  /** The member closed the chat: what they read there is read, so the badge asks again. */
  closeViewer(): void {
    this.viewer = null;
    if (pollsUnread(this.member, this.pageVisible)) void this.refresh();
  }
}

/** The one model of an engine, shared by the button and its viewer. */
export const modelFor = perEngine((stores: ChatStores, page?: ChatPage) => new ChatButtonModel(stores, page));
