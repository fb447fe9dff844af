// @vitest-environment jsdom
/**
 * The floating layer (engine/layout/floating-layer.tsx) puts each floating part where the floating
 * rule says and tells the page its room, here with the parts' declared sizes (the test DOM measures
 * nothing; the browser journey e2e/floating-layout.spec.ts measures the real ones).
 */
import { describe, expect, it } from "vitest";
import type { LanguageCode } from "../../engine/config/merchant-config";
import { FLOATING_WIDGETS_DELAY_MS } from "../../engine/constants";
import { ROOM_BOTTOM_VAR } from "../../engine/theme/layout";
import chatButton from "../../widgets/chat-button/register";
import referralEntry from "../../widgets/referral-entry/register";
import tabBar from "../../widgets/tab-bar/register";
import { renderWidget } from "./harness";

async function home(language: LanguageCode) {
  const page = await renderWidget(chatButton, {
    config: "sahara",
    language,
    path: "/m/home",
    with: [referralEntry, tabBar],
    fakeClock: true,
  });
  const room = () => document.documentElement.style.getPropertyValue(ROOM_BOTTOM_VAR);
  const placeOf = (id: string) => {
    const box = document.querySelector<HTMLElement>(`[data-floating="${id}"]`);
    if (!box) return null;
    const style = getComputedStyle(box);
    return { left: style.left, right: style.right };
  };
  return { page, room, placeOf };
}

describe("the floating layer", () => {
  it("keeps the tab bar's room until the parts come, then the room up to the highest of them", async () => {
    const { page, room, placeOf } = await home("EN");
    await page.advance(0);
    await page.settle();
    expect(room()).toBe("56px");
    expect(placeOf("floating:chat-button")).toBeNull();
    await page.advance(FLOATING_WIDGETS_DELAY_MS);
    await page.settle();
    // The tab bar (56), the edge (16) and the chat button (56) at the end; the gift (44) at the start.
    expect(room()).toBe("128px");
    expect(placeOf("floating:chat-button")).toMatchObject({ right: "16px" });
    expect(placeOf("floating:referral-entry")).toMatchObject({ left: "16px" });
  });

  it("mirrors the corners in right-to-left", async () => {
    const { page, placeOf } = await home("AR");
    await page.advance(FLOATING_WIDGETS_DELAY_MS);
    await page.settle();
    expect(placeOf("floating:chat-button")).toMatchObject({ left: "16px" });
    expect(placeOf("floating:referral-entry")).toMatchObject({ right: "16px" });
  });
});
