/** The clock the captcha code waits on; tests pass vitest's fake timers through the default. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Looked up on every call, not bound once, so vi.useFakeTimers() installed later still applies.
export const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
