/**
 * Identical GETs issued while one is still on the wire share it (spec section 7: "GET can dedupe
 * in-flight identical calls"): one request, one result, one failure report. The entry is gone
 * as soon as the request settles, so a later call always asks the server again.
 */
export class InFlight {
  private readonly pending = new Map<string, Promise<unknown>>();

  run<T>(key: string, start: () => Promise<T>): Promise<T> {
    const existing = this.pending.get(key);
    if (existing) return existing as Promise<T>;
    const started = start().finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }
}
