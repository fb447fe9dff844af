import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SMS_COUNTDOWN_FALLBACK_S } from "../../engine/constants";
import { SmsCountdown, smsCountdownSeconds } from "../../engine/identity/sms-countdown";

const NOW = Date.UTC(2030, 0, 1);

describe("how long the resend countdown runs", () => {
  it("until the backend's expiry moment", () => {
    expect(smsCountdownSeconds(NOW + 45_000, NOW, SMS_COUNTDOWN_FALLBACK_S)).toBe(45);
    expect(smsCountdownSeconds(NOW + 44_001, NOW, SMS_COUNTDOWN_FALLBACK_S)).toBe(45);
  });

  it("for the backend's duration when it sends one instead of a moment", () => {
    expect(smsCountdownSeconds(90_000, NOW, SMS_COUNTDOWN_FALLBACK_S)).toBe(90);
  });

  it("60 s (or the merchant's fallback) without a usable expiry", () => {
    expect(SMS_COUNTDOWN_FALLBACK_S).toBe(60);
    expect(smsCountdownSeconds(undefined, NOW, SMS_COUNTDOWN_FALLBACK_S)).toBe(60);
    expect(smsCountdownSeconds(Number.NaN, NOW, 60)).toBe(60);
    expect(smsCountdownSeconds("soon", NOW, 60)).toBe(60);
    expect(smsCountdownSeconds(NOW - 5_000, NOW, 30)).toBe(30);
  });
});

describe("the countdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("counts down each second and ends at zero", () => {
    const countdown = new SmsCountdown();
    countdown.start(3);
    expect(countdown.running).toBe(true);
    expect(countdown.remaining).toBe(3);
    vi.advanceTimersByTime(1_000);
    expect(countdown.remaining).toBe(2);
    vi.advanceTimersByTime(2_000);
    expect(countdown.remaining).toBe(0);
    expect(countdown.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows the true remaining time after timers were held back", () => {
    const countdown = new SmsCountdown();
    countdown.start(60);
    // A backgrounded tab: the clock moves on while no tick runs.
    vi.setSystemTime(NOW + 40_000);
    vi.advanceTimersByTime(1_000);
    expect(countdown.remaining).toBe(19);
  });

  it("stops when told, leaving no timer behind", () => {
    const countdown = new SmsCountdown();
    countdown.start(60);
    countdown.stop();
    expect(countdown.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
