import { describe, expect, it } from "vitest";
import {
  INITIAL_WIDGET_STATE,
  nextWidgetState,
  type WidgetEvent,
  type WidgetState,
} from "../../../engine/captcha/widget-state";

const run = (...events: WidgetEvent[]): WidgetState => events.reduce(nextWidgetState, INITIAL_WIDGET_STATE);
const failure = { messageId: "captcha_network_failure", providerText: "Network failure", code: 60205 };

describe("the captcha widget's states", () => {
  it("starts loading, waits when ready, succeeds when validated", () => {
    expect(run().phase).toBe("loading");
    expect(run({ type: "ready" }).phase).toBe("waiting");
    expect(run({ type: "ready" }, { type: "validated" }).phase).toBe("success");
  });

  it("goes back to waiting on close or reset", () => {
    expect(run({ type: "ready" }, { type: "close" }).phase).toBe("waiting");
    expect(run({ type: "ready" }, { type: "validated" }, { type: "reset" }).phase).toBe("waiting");
  });

  it("shows a failure with its code until a retry starts loading again", () => {
    const broken = run({ type: "failed", failure });
    expect(broken).toEqual({ phase: "error", failure });
    expect(nextWidgetState(broken, { type: "reset" })).toBe(broken);
    expect(nextWidgetState(broken, { type: "ready" })).toBe(broken);
    expect(nextWidgetState(broken, { type: "retry" })).toEqual({ phase: "loading", failure: null });
  });

  it("ignores a validation that did not follow a shown captcha", () => {
    expect(run({ type: "validated" }).phase).toBe("loading");
    expect(run({ type: "retry" }).phase).toBe("loading");
  });
});
