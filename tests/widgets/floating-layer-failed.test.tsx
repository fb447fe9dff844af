// @vitest-environment jsdom
/**
 * The floating layer's code loads after the page (engine/app.tsx). When it cannot (the member went
 * offline and its file never came), the page the member is reading stays: before this boundary
 * the failed part took the whole app down to the blank shell (the fault matrix's offline run).
 */
import { describe, expect, it, vi } from "vitest";
import { FLOATING_WIDGETS_DELAY_MS } from "../../engine/constants";
import chatButton from "../../widgets/chat-button/register";
import tabBar from "../../widgets/tab-bar/register";
import { renderWidget, screen } from "./harness";

// What React meets when a lazy part's download failed: the part throws where it renders.
vi.mock("../../engine/layout/floating-layer", () => ({
  default: () => {
    throw new TypeError("Failed to fetch dynamically imported module: /m/assets/floating-layer.js");
  },
}));

describe("a floating layer that failed to load", () => {
  it("leaves the page and its tab bar in place, without the floating parts", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const page = await renderWidget(tabBar, {
      config: "sahara",
      path: "/m/home",
      with: [chatButton],
      fakeClock: true,
    });
    await page.advance(FLOATING_WIDGETS_DELAY_MS);
    await page.settle();
    expect(screen.getByRole("navigation").isConnected).toBe(true);
    expect(document.querySelector("[data-floating]")).toBeNull();
  });
});
