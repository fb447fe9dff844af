/**
 * Whether an item can be redeemed with the points the member has: checked before anything is
 * sent, so the member learns why at once, and again by the server, whose refusals map to the
 * same reasons (the stock or the points may have moved since the page loaded).
 */
export type RedeemBlock = "out_of_stock" | "not_enough_points";

export function redeemBlock(item: { cost: number; stock: number }, points: number): RedeemBlock | null {
  // Out of stock first: more points would not help, so that is the reason worth telling.
  if (item.stock <= 0) return "out_of_stock";
  if (points < item.cost) return "not_enough_points";
  return null;
}

/** The server's business refusals of a redeem, as the same reasons. */
export const SERVER_REFUSALS: Readonly<Record<string, RedeemBlock>> = {
  "item.out.of.stock": "out_of_stock",
  "points.insufficient": "not_enough_points",
};
