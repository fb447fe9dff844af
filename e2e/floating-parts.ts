/**
 * The floating parts a merchant's settings show (widgets/*\/register.ts), as the browser journeys
 * expect them: which parts, in which corner, and where each one is found on the page.
 */
import type { Locator, Page } from "@playwright/test";
import type { MerchantConfig } from "../engine/config/merchant-config";

export type Who = "visitor" | "demo";
export type Corner = "start" | "end";

/** The floating parts the merchant's settings show this member on home, with their corners (widgets/*\/register.ts). */
export function expectedParts(
  merchant: MerchantConfig,
  who: Who,
  home: boolean,
): Array<{ name: string; corner: Corner }> {
  const features = merchant.features as Record<string, boolean | undefined>;
  return [
    // Every sample merchant's shortcut items leave a visitor and a type-0 member at least one.
    ...(home && (merchant.shortcuts?.length ?? 0) > 0
      ? [{ name: "shortcut-button", corner: "end" as const }]
      : []),
    ...(features.CBS3 ? [{ name: "chat-button", corner: "end" as const }] : []),
    ...(home ? [{ name: "referral-entry", corner: "start" as const }] : []),
    ...(who === "demo" && (features.LOTTMINIGAME3 || features.SEALOTTMINIGAME3)
      ? [{ name: "mini-game", corner: "start" as const }]
      : []),
  ];
}

/** Whether the merchant offers installing at all: where it does not, the install banner never shows. */
export const installing = (merchant: MerchantConfig) => merchant.installPrompt?.enabled !== false;

/** A floating part on the page: the layer's box around it, or the mini-game's own container. */
export const partOf = (page: Page, name: string): Locator =>
  name === "mini-game" ? page.getByTestId("mini-game") : page.locator(`[data-floating="floating:${name}"]`);
