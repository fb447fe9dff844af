/**
 * Data a screen waits for: loading, there, or failed (the failure itself has already been shown
 * or logged by the error catalogue; the screen only offers a retry).
 */
export type Loadable<T> = { state: "loading" } | { state: "ready"; value: T } | { state: "failed" };

export const LOADING: Loadable<never> = { state: "loading" };
