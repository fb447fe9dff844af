/**
 * Whether the browser says it has no network. Only `false` from navigator.onLine is believed:
 * `true` means no more than "a network interface is up", so it never rules a failure out.
 */
export const browserOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;
