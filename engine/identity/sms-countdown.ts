import { makeAutoObservable } from "mobx";
import { SMS_COUNTDOWN_FALLBACK_S } from "../constants";

/** Anything below this is not a plausible ms timestamp (it is before 2001): read it as a duration. */
const EARLIEST_TIMESTAMP_MS = 1e12;

/**
 * Seconds until a sent SMS code may be asked for again. The backend's value.expirationTime is in
 * ms: the reference backend sends the moment of expiry, some platform versions a duration, so both
 * are read. Missing, unreadable or already past (a skewed clock) → the fallback (spec section 9).
 */
export function smsCountdownSeconds(
  expirationTime: unknown,
  now: number,
  fallbackS: number = SMS_COUNTDOWN_FALLBACK_S,
): number {
  if (typeof expirationTime !== "number" || !Number.isFinite(expirationTime) || expirationTime <= 0) {
    return fallbackS;
  }
  const remainingMs = expirationTime >= EARLIEST_TIMESTAMP_MS ? expirationTime - now : expirationTime;
  const seconds = Math.ceil(remainingMs / 1000);
  return seconds > 0 ? seconds : fallbackS;
}

/**
 * The resend countdown behind a Send-code button. The remaining time is worked out from the end
 * moment on every tick, so a phone that throttles timers in the background still shows the truth.
 */
export class SmsCountdown {
  remaining = 0;
  private endsAt = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly now: () => number = Date.now) {
    makeAutoObservable<SmsCountdown, "now" | "timer" | "endsAt">(this, {
      now: false,
      timer: false,
      endsAt: false,
    });
  }

  get running(): boolean {
    return this.remaining > 0;
  }

  start(seconds: number): void {
    this.stop();
    this.endsAt = this.now() + seconds * 1000;
    this.remaining = seconds;
    this.timer = setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    this.remaining = Math.max(0, Math.ceil((this.endsAt - this.now()) / 1000));
    if (this.remaining === 0) this.stop();
  }

  /** Also the clean-up when the form goes away. */
  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.remaining = 0;
  }
}
