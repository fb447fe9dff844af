import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SmsCountdown as Countdown } from "../../engine/identity/sms-countdown";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the SMS resend countdown", () => {
  it("counts whole seconds down and lets the member resend at zero", () => {
    const countdown = new Countdown();
    countdown.start(60);
    expect(countdown.running).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(countdown.remaining).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(countdown.remaining).toBe(1);
    expect(countdown.running).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(countdown.running).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(countdown.remaining).toBe(0);
  });

  it("starts over on a new send instead of ticking twice as fast", () => {
    const countdown = new Countdown();
    countdown.start(10);
    vi.advanceTimersByTime(4000);
    countdown.start(10);
    vi.advanceTimersByTime(1000);
    expect(countdown.remaining).toBe(9);
  });

  it("stops when the sheet goes away", () => {
    const countdown = new Countdown();
    countdown.start(30);
    countdown.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(countdown.running).toBe(false);
  });
});
