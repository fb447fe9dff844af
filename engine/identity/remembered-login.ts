import { CLEARS_REMEMBERED_LOGIN, TOKEN_IP_DIFFERENT } from "../http/error-catalogue";
import { isObject, type KeyValueStorage, readShape, readText } from "../platform/storage";

/** Local storage key of the remembered login. */
export const REMEMBERED_LOGIN_KEY = "MC_REMEMBER_LOGIN";
/** Local storage key of the auto-login switch: "0" once token_ip_different turned it off. */
export const AUTO_LOGIN_KEY = "MC_AUTO_LOGIN";

export type LoginType = "username" | "sms" | "firebase";

/** Remembered login (spec section 3): username, encoded password, type, merchant. */
export interface RememberedLogin {
  username: string;
  /** Base64 of the UTF-8 password: kept out of casual sight, not a secret from the device owner. */
  password: string;
  type: LoginType;
  merchant: string;
}

export function encodePassword(password: string): string {
  const bytes = new TextEncoder().encode(password);
  return btoa(String.fromCharCode(...bytes));
}

export function decodePassword(encoded: string): string | null {
  try {
    const binary = atob(encoded);
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** A remembered login with its four fields strings, a known type and a password that decodes; else none. */
function rememberedLoginOf(value: unknown): RememberedLogin | null {
  if (!isObject(value)) return null;
  const { username, password, type, merchant } = value;
  const valid =
    [username, password, merchant].every((field) => typeof field === "string") &&
    /^(username|sms|firebase)$/.test(String(type)) &&
    decodePassword(password as string) !== null;
  return valid ? (value as unknown as RememberedLogin) : null;
}

export class RememberedLoginStore {
  constructor(private readonly storage: KeyValueStorage) {}

  read(): RememberedLogin | null {
    return readShape(this.storage, REMEMBERED_LOGIN_KEY, rememberedLoginOf);
  }

  /** What to prefill on the login form of this merchant. */
  forMerchant(merchant: string): { username: string; password: string } | null {
    const stored = this.read();
    if (!stored || stored.merchant !== merchant || stored.type !== "username") return null;
    const password = decodePassword(stored.password);
    return password === null ? null : { username: stored.username, password };
  }

  save(login: { username: string; password: string; type: LoginType; merchant: string }): void {
    const entry: RememberedLogin = { ...login, password: encodePassword(login.password) };
    this.storage.set(REMEMBERED_LOGIN_KEY, JSON.stringify(entry));
  }

  clear(): void {
    this.storage.remove(REMEMBERED_LOGIN_KEY);
  }

  get autoLoginOff(): boolean {
    return readText(this.storage, AUTO_LOGIN_KEY, (raw) => raw === "0") !== null;
  }

  /** token_ip_different: auto-login stays off on this device (stored as 0, spec section 4). */
  turnAutoLoginOff(): void {
    this.storage.set(AUTO_LOGIN_KEY, "0");
  }

  /**
   * What a failed login, typed or automatic, does here (spec sections 4 and 8): wrong or unknown
   * credentials are forgotten, and a token from another IP switches auto-login off.
   */
  afterFailedLogin(errorCode: string | null): void {
    if (CLEARS_REMEMBERED_LOGIN.has(errorCode ?? "")) this.clear();
    if (errorCode === TOKEN_IP_DIFFERENT) this.turnAutoLoginOff();
  }
}
