import { defineSlot } from "../../engine/registry/blueprints";
import { HOME_PATH } from "../../engine/routing/aliases";
import { LAYOUT } from "../../engine/theme/layout";

/**
 * The referral entry (spec section 1), floating on home for visitors and members alike: spec
 * section 4's referral action decides where it leads. Floating rather than in the top bar, where
 * a small phone had no room left for the merchant's name, and after the page has loaded like the
 * other floating widgets.
 */
export default defineSlot("floating", {
  name: "referral-entry",
  // The start corner, level with the activity shortcut at the end (docs/decisions.md).
  order: 10,
  floating: { corner: "start", width: LAYOUT.minTouch, height: LAYOUT.minTouch },
  when: (stores) => stores.route.screen === HOME_PATH,
  view: () => import("./referral-entry"),
});
