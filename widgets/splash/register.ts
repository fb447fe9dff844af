import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import { defineEngagement } from "../../engine/registry/blueprints";

/**
 * The splash (spec §4): once per session, where a launch looks like an app (the native shell, a
 * home-screen app); hidden after its delay (docs/decisions.md).
 */
export default defineEngagement({
  name: "splash",
  priority: ENGAGEMENT_PRIORITY.splash,
  engage: () => import("./engage"),
  view: () => import("./splash-screen"),
});
