import { defineSlot } from "../../engine/registry/blueprints";
import { HOME_PATH } from "../../engine/routing/aliases";
import { LAYOUT } from "../../engine/theme/layout";
import { buttonAllowed } from "./button-rule";

/**
 * The floating activity shortcut ('go activity', spec sections 2, 3 and 5). Only the merchant's
 * config and the member's type decide here, so the lazy view is not even fetched where the button
 * can never show; the view applies the per-item rules of shortcut-rules.ts.
 */
export default defineSlot("floating", {
  name: "shortcut-button",
  // The end corner, nearest the bars: its menu opens upwards, over what rests above it.
  order: 10,
  // Its width follows the label's language; measured once drawn.
  floating: { corner: "end", width: 140, height: LAYOUT.minTouch },
  // Home only: floating over a form it would cover the submit button at the bottom of the screen.
  when: (stores) =>
    stores.route.screen === HOME_PATH &&
    Boolean(stores.config.shortcuts?.length) &&
    buttonAllowed({ loggedIn: stores.session.isLoggedIn, customerType: stores.session.customerType }),
  view: () => import("./shortcut-button"),
});
