import { makeAutoObservable } from "mobx";
import { STORAGE_KEYS } from "../constants";
import { isObject, type KeyValueStorage, readFlag, readShape } from "../platform/storage";

/** Session info as the platform's clients keep it in session storage (spec section 3). */
export interface SessionInfo {
  id: number | string | null;
  token: string;
  merchantCode: string;
  userName: string | null;
  type: number;
  firstTimeLogin: boolean;
  /** The latest response's x-app-trace-id (wire contract), for the platform's support to find a call. */
  spanId?: string;
}

/** Session storage flag: this tab's member logged out, so auto-login must not sign them back in. */
const LOGGED_OUT_KEY = "MC_LOGGED_OUT";

/** Customer type of a visitor (spec section 1). */
export const VISITOR_TYPE = -1;

/** Why the last session ended: the member chose to leave, or the session was lost. */
export type SessionEnd = "logout" | "expired";

/** A token in the session means logged in (spec section 4). */
export class SessionStore {
  info: SessionInfo | null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly merchantCode: string,
  ) {
    const stored = readShape(storage, STORAGE_KEYS.sessionInfo, sessionInfoOf);
    // A session of another merchant on the same origin is not ours to use.
    this.info = stored?.token && stored.merchantCode === merchantCode ? stored : null;
    makeAutoObservable<SessionStore, "storage" | "merchantCode">(this, {
      storage: false,
      merchantCode: false,
    });
  }

  get token(): string | null {
    return this.info?.token ?? null;
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  get customerType(): number {
    return this.info?.type ?? VISITOR_TYPE;
  }

  /**
   * Native shells and links hand over a session as `token` or `tokens` in the query (spec section
   * 2); the page's first script takes it out of the address (engine/security/token-handover.ts).
   */
  adoptHandedOverToken(token: string | null): void {
    if (!token || token === this.token) return;
    this.start({
      id: null,
      token,
      merchantCode: this.merchantCode,
      userName: null,
      type: 0,
      firstTimeLogin: false,
    });
  }

  /**
   * A session handed over by a query token knows only its token; the member call tells the rest
   * (id, name and type — a type-4 member must stay type 4, spec section 6).
   */
  completeFrom(member: {
    id?: number | string | null;
    userName?: string | null;
    account?: string | null;
    type?: number | null;
  }): void {
    if (!this.info || this.info.id !== null) return;
    this.start({
      ...this.info,
      id: member.id ?? null,
      userName: member.userName ?? member.account ?? null,
      type: typeof member.type === "number" ? member.type : this.info.type,
    });
  }

  /** The member logged out in this tab (kept in session storage, so it survives a reload). */
  get loggedOutInThisTab(): boolean {
    return readFlag(this.storage, LOGGED_OUT_KEY);
  }

  /**
   * Keeps the latest response's trace id as `spanId` while a session exists. Storage is written
   * only when the value changes: a header repeated by cached or proxied answers costs nothing.
   */
  noteSpanId(spanId: string): void {
    if (!this.info || this.info.spanId === spanId) return;
    this.info = { ...this.info, spanId };
    this.storage.set(STORAGE_KEYS.sessionInfo, JSON.stringify(this.info));
  }

  start(info: SessionInfo): void {
    this.info = info;
    this.storage.remove(LOGGED_OUT_KEY);
    this.storage.set(STORAGE_KEYS.sessionInfo, JSON.stringify(info));
  }

  clear(reason: SessionEnd = "expired"): void {
    if (reason === "logout") this.storage.set(LOGGED_OUT_KEY, "1");
    this.info = null;
    this.storage.remove(STORAGE_KEYS.sessionInfo);
  }
}

/**
 * The stored session when it has a token and the spec's fields in their types; other clients
 * may write `customerId` for `id` and leave the optional fields out. Anything else is no session.
 */
export function sessionInfoOf(value: unknown): SessionInfo | null {
  if (!isObject(value)) return null;
  const { token, merchantCode, userName = null, type = 0, firstTimeLogin = false } = value;
  const id = value.id ?? value.customerId ?? null;
  const valid =
    typeof token === "string" &&
    token &&
    typeof merchantCode === "string" &&
    (id === null || typeof id === "string" || Number.isFinite(id)) &&
    (userName === null || typeof userName === "string") &&
    Number.isInteger(type) &&
    typeof firstTimeLogin === "boolean";
  return valid ? ({ id, token, merchantCode, userName, type, firstTimeLogin } as SessionInfo) : null;
}
