/**
 * Spec section 5's vendor rule, applied to the vendor lanes before they are shown: "TLB with BTI
 * or TCG vendors becomes 123BET; RNG and PVP account types merge into TCG". RNG and PVP are two
 * account types of one provider, so members see one TCG card where the platform lists either or
 * both; for TLB (the platform's Philippine peso) merchants that provider and BTI are sold under
 * the 123BET brand. Launching keeps the card's own account type: only what members read changes.
 */
import type { VendorCard, VendorLane } from "../api/content";

const MERGED_INTO_TCG: ReadonlySet<string> = new Set(["RNG", "PVP"]);
const BRANDED_123BET: ReadonlySet<string> = new Set(["BTI", "TCG"]);
export const TCG = "TCG";
export const BRAND_123BET = "123BET";

/** The platform's raw currency code (before display), cut as spec section 5 cuts it. */
function isTlb(currencyCode: string): boolean {
  return currencyCode.trim().toUpperCase().slice(0, 3) === "TLB";
}

function mergeIntoTcg(cards: readonly VendorCard[]): VendorCard[] {
  const merged: VendorCard[] = [];
  for (const card of cards) {
    const type = card.accountTypeName.toUpperCase();
    if (!MERGED_INTO_TCG.has(type) && type !== TCG) {
      merged.push(card);
      continue;
    }
    // The first of TCG, RNG or PVP holds the provider's place; the others join it.
    if (merged.some((kept) => kept.accountTypeName.toUpperCase() === TCG)) continue;
    merged.push(type === TCG ? card : { ...card, accountTypeName: TCG, displayName: TCG });
  }
  return merged;
}

export function applyVendorRule(lanes: readonly VendorLane[], currencyCode: string): VendorLane[] {
  const tlb = isTlb(currencyCode);
  return lanes.map((lane) => ({
    ...lane,
    cards: mergeIntoTcg(lane.cards).map((card) =>
      tlb && BRANDED_123BET.has(card.accountTypeName.toUpperCase())
        ? { ...card, displayName: BRAND_123BET }
        : card,
    ),
  }));
}
