/**
 * Data a screen waits for: loading, there, or failed (the failure itself has already been shown
 * or logged by the error catalogue; the screen only offers a retry).
 */
export type Loadable<T> = { state: "loading" } | { state: "ready"; value: T } | { state: "failed" };

export const LOADING: Loadable<never> = { state: "loading" };

/** The outcome of a request as a Loadable; it never rejects. */
export async function settle<T>(request: Promise<T>): Promise<Loadable<T>> {
  try {
    return { state: "ready", value: await request };
  } catch {
    return { state: "failed" };
  }
}
