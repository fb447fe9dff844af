import { makeAutoObservable, reaction } from "mobx";
import { type KeyValueStorage, readText } from "../platform/storage";
import { CHANGE_PASSWORD_PATH, HOME_PATH, screenPath } from "../routing/aliases";
import { inAppPath } from "../routing/return-path";

/**
 * Session storage: a password change is due before anything else (docs/storage.md). The value is
 * where the member goes once it is done: where their login would have gone.
 */
export const PASSWORD_CHANGE_KEY = "wl.passwordChangeDue";
/**
 * Session storage, beside it: "1" when the password to replace is the merchant's default mobile
 * password, which the app chose at registration and the member never typed; absent when not.
 * Written or removed with every hold, so one left from an earlier hold is never read; read by `changeReplacesDefault`
 * (engine/identity/password-rules.ts, loaded with the change screen).
 */
export const PASSWORD_CHANGE_FROM_DEFAULT_KEY = "wl.passwordChangeFromDefault";

/**
 * The forced password change (spec §4), held until it is done: set by the login that found the
 * password weak, expired (PWDEXPFORCECHANGE3) or first-time, or by a mobile registration that sent
 * the merchant's default password (weak by rule, `weakPasswordsOf`), kept in session storage so a
 * reload keeps it, and gone with the session (logout, expiry, another member's login). While it holds,
 * every route leads back to /m/changePsw (`heldRedirect`) and that page shows no tab bar and no
 * floating parts (engine/routing/route-chrome.ts).
 */
export class PasswordChangeHold {
  /** Where the member goes once the password is changed; null while no change is due. */
  releaseTo: string | null;

  constructor(
    private readonly storage: KeyValueStorage,
    session: { readonly token: string | null },
  ) {
    this.releaseTo = session.token ? readText(storage, PASSWORD_CHANGE_KEY, isReleasePath) : null;
    if (!session.token) storage.remove(PASSWORD_CHANGE_KEY);
    makeAutoObservable<PasswordChangeHold, "storage">(this, { storage: false });
    // A hold belongs to its session: one that ends or gives way to another takes its hold along.
    reaction(
      () => session.token,
      () => this.clear(),
    );
  }

  get due(): boolean {
    return this.releaseTo !== null;
  }

  /**
   * A sign-in found the password must change first; `releaseTo` is where it would have gone.
   * `fromDefault`: the password is the merchant's default mobile password, set by the app.
   */
  require(releaseTo: string, fromDefault = false): void {
    this.releaseTo = releasePathOf(releaseTo) ?? HOME_PATH;
    this.storage.set(PASSWORD_CHANGE_KEY, this.releaseTo);
    if (fromDefault) this.storage.set(PASSWORD_CHANGE_FROM_DEFAULT_KEY, "1");
    else this.storage.remove(PASSWORD_CHANGE_FROM_DEFAULT_KEY);
  }

  /** The password changed: the hold ends; returns where the member goes now. */
  release(): string {
    const to = this.releaseTo ?? HOME_PATH;
    this.clear();
    return to;
  }

  clear(): void {
    this.releaseTo = null;
    this.storage.remove(PASSWORD_CHANGE_KEY);
  }
}

/** An in-app page other than the change itself (a login's `from` could name it), or null. */
function releasePathOf(path: string): string | null {
  const page = inAppPath(path);
  return page && screenPath(new URL(page, "http://app.invalid").pathname) !== CHANGE_PASSWORD_PATH
    ? page
    : null;
}

function isReleasePath(raw: string): boolean {
  return releasePathOf(raw) === raw;
}

/** Where a route leads while a change is due: /m/changePsw from anywhere else; null when it shows. */
export function heldRedirect(pathname: string, due: boolean): string | null {
  return due && screenPath(pathname) !== CHANGE_PASSWORD_PATH ? CHANGE_PASSWORD_PATH : null;
}
