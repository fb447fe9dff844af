import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import { defineEngagement } from "../../engine/registry/blueprints";

/** The app-upgrade modal (spec §2, §4): inside the native app below the latest version. */
export default defineEngagement({
  name: "app-upgrade",
  priority: ENGAGEMENT_PRIORITY.upgrade,
  engage: () => import("./engage"),
  view: () => import("./app-upgrade-modal"),
  messages: ["engage"],
});
