/**
 * Blocks a second submit for a while after the first (the 500 ms login lock and registration
 * guard of spec section 9). A tap that bounces or a double-tap sends one request, not two.
 */
export class SubmitLock {
  private lockedUntil = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly ms: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** True when the caller may go ahead; it then holds the lock for `ms`. */
  tryAcquire(): boolean {
    const now = this.now();
    if (now < this.lockedUntil) return false;
    this.lockedUntil = now + this.ms;
    return true;
  }
}
