import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import { defineEngagement, defineSlot } from "../../engine/registry/blueprints";
import { bannerFlag } from "./banner-flag";

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
    order: 10,
    // Cheap checks only (this file is on the first page); the rules decide the rest (bannerFlag).
    when: (stores) =>
      bannerFlag.wanted &&
      stores.config.installPrompt?.enabled !== false &&
      stores.environment.nativeApp === null &&
      !stores.environment.standalone,
    messages: ["engage"],
    view: () => import("./banner"),
  }),
];
