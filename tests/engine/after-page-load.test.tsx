// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FLOATING_WIDGETS_DELAY_MS } from "../../engine/constants";
import { AfterPageLoad } from "../../engine/ui/after-page-load";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("floating widgets wait for the page", () => {
  it("appear only FLOATING_WIDGETS_DELAY_MS after the load event", async () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    render(
      <AfterPageLoad delayMs={FLOATING_WIDGETS_DELAY_MS}>
        <p>Go activity</p>
      </AfterPageLoad>,
    );
    await act(() => vi.advanceTimersByTimeAsync(FLOATING_WIDGETS_DELAY_MS * 3));
    expect(screen.queryByText("Go activity")).toBeNull();
    readyState.mockReturnValue("complete");
    act(() => {
      window.dispatchEvent(new Event("load"));
    });
    await act(() => vi.advanceTimersByTimeAsync(FLOATING_WIDGETS_DELAY_MS - 1));
    expect(screen.queryByText("Go activity")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText("Go activity")).toBeTruthy();
  });

  it("count from now on a page that has loaded already (a later render)", async () => {
    vi.useFakeTimers();
    render(
      <AfterPageLoad delayMs={500}>
        <p>Chat</p>
      </AfterPageLoad>,
    );
    expect(screen.queryByText("Chat")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText("Chat")).toBeTruthy();
  });
});
