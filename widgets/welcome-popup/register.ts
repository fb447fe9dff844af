import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import { defineEngagement } from "../../engine/registry/blueprints";

/**
 * The welcome image popups (spec §2, §4): the banners of groups m_popup1 (image, save, copy link)
 * and m_popup2 (description, save), on home after the welcome delay, through the conductor.
 * Rules: engine/engagement/rules/welcome.ts; docs/engagement/popups.md.
 */
export default defineEngagement({
  name: "welcome-popup",
  priority: ENGAGEMENT_PRIORITY.welcome,
  engage: () => import("./engage"),
  view: () => import("./welcome-popup"),
  messages: ["engage"],
});
