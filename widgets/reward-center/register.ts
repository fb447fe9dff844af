import { defineScreen } from "../../engine/registry/blueprints";
import { ACTIVITY_PATH, REWARD_CENTER_PATH } from "../../engine/routing/aliases";

/**
 * The reward centre exists only where the merchant's REWCEN3 switch is on (spec section 6):
 * elsewhere its address answers 'not found', and every tab and shortcut to it hides (they ask
 * the registry's isAvailable). Visitors may browse it; claiming asks them to log in.
 *
 * One promotion's page (/m/activity?id=) is an announcement as much as a reward: it stays open
 * everywhere (home banners link to it), and offers the claim only where the reward centre is on.
 */
export default [
  defineScreen({
    name: "reward-center",
    path: REWARD_CENTER_PATH,
    when: (stores) => stores.feature("REWCEN3"),
    messages: ["rewards"],
    view: () => import("./reward-center-screen"),
  }),
  defineScreen({
    name: "activity",
    path: ACTIVITY_PATH,
    messages: ["rewards"],
    view: () => import("./activity-screen"),
  }),
];
