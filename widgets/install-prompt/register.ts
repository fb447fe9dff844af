import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import { defineEngagement, defineSlot } from "../../engine/registry/blueprints";
import { LAYOUT } from "../../engine/theme/layout";
import { space } from "../../engine/theme/scales";

/**
 * The install prompt with its iOS guide (an engagement overlay: it shows only when the conductor
 * gives it the turn) and the install banner at the bottom (a bar: no turn). docs/engagement/install.md.
 */
export default [
  defineEngagement({
    name: "install-prompt",
    priority: ENGAGEMENT_PRIORITY.install,
    engage: () => import("./engage"),
    view: () => import("./view"),
    messages: ["engage"],
  }),
  defineSlot("bottom-bar", {
    name: "install-banner",
    // On the tab bar (order 0); one line and its button until it is measured (the text may wrap).
    order: 10,
    barHeight: LAYOUT.minTouch + 2 * space.sm,
    // The rules (model.ts) mark it due on the conductor once they say it shows (where installing is
    // offered and the settings ask for it): until then not even its code is fetched.
    when: (stores) => stores.engagement.bars.has("install-banner"),
    messages: ["engage"],
    view: () => import("./banner"),
  }),
];
