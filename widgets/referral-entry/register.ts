import { defineSlot } from "../../engine/registry/blueprints";
import { HOME_PATH } from "../../engine/routing/aliases";

/**
 * The referral entry (spec section 1) in the top bar of home, for visitors and members alike:
 * spec section 4's referral action decides where it leads. Only on home, so forms and the
 * cashier keep the bar to themselves on a small phone.
 */
export default defineSlot("top-bar", {
  name: "referral-entry",
  order: -2,
  when: (stores) => stores.route.pathname === HOME_PATH,
  view: () => import("./referral-entry"),
});
