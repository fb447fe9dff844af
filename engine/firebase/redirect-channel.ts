/**
 * A redirect sign-in leaves the page; the channel it was for is kept in session storage so the
 * next mount can finish it with the right firebaseChannel (spec section 4).
 */
import type { SocialChannel } from "../identity/types";
import { type KeyValueStorage, readText } from "../platform/storage";

export const REDIRECT_CHANNEL_KEY = "wl.firebase.redirectChannel";
const CHANNELS: readonly SocialChannel[] = ["google", "facebook", "twitter", "line"];

export function rememberRedirectChannel(storage: KeyValueStorage, channel: SocialChannel): void {
  storage.set(REDIRECT_CHANNEL_KEY, channel);
}

/** The channel of a redirect sign-in in progress, removed as it is read so it completes once. */
export function takeRedirectChannel(storage: KeyValueStorage): SocialChannel | null {
  const stored = storage.get(REDIRECT_CHANNEL_KEY);
  storage.remove(REDIRECT_CHANNEL_KEY);
  return CHANNELS.find((channel) => channel === stored) ?? null;
}

/**
 * Whether a redirect sign-in is waiting, read without loading firebase; a value that names no
 * channel is dropped here, so it never loads the SDK for nothing.
 */
export function hasPendingRedirect(storage: KeyValueStorage): boolean {
  return readText(storage, REDIRECT_CHANNEL_KEY, (raw) => CHANNELS.includes(raw as SocialChannel)) !== null;
}
