import { defineSlot } from "../../engine/registry/blueprints";
import { LAYOUT } from "../../engine/theme/layout";

export default defineSlot("bottom-bar", {
  name: "tab-bar",
  // The lowest bar: the install banner stands on it, the floating parts above both.
  order: 0,
  barHeight: LAYOUT.tabBarHeight,
  view: () => import("./tab-bar"),
});
