import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import { defineEngagement } from "../../engine/registry/blueprints";

/**
 * The announcement popup (spec §2, §4, §6): a carousel of the merchant's popup items for this
 * member (A members, B visitors, F first logins), shown through the engagement conductor.
 * Rules: engine/engagement/rules/announcement.ts; docs/engagement/popups.md.
 */
export default defineEngagement({
  name: "announcement-popup",
  priority: ENGAGEMENT_PRIORITY.announcement,
  engage: () => import("./engage"),
  view: () => import("./announcement-popup"),
  messages: ["engage"],
});
