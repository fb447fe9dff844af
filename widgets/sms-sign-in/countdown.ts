import { makeAutoObservable } from "mobx";

/** The resend countdown: whole seconds down to zero, one tick a second (spec section 4). */
export class Countdown {
  secondsLeft = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor() {
    makeAutoObservable<Countdown, "timer">(this, { timer: false });
  }

  get running(): boolean {
    return this.secondsLeft > 0;
  }

  start(seconds: number): void {
    this.stop();
    this.secondsLeft = Math.max(0, Math.floor(seconds));
    if (this.secondsLeft > 0) this.timer = setInterval(() => this.tick(), 1000);
  }

  private tick(): void {
    this.secondsLeft -= 1;
    if (this.secondsLeft <= 0) this.stop();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.secondsLeft = 0;
  }
}
