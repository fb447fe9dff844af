import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import { defineEngagement } from "../../engine/registry/blueprints";

/**
 * Google's one-tap (GOOGLELOGIN3, spec §6): Google's own prompt for visitors on login and home,
 * through the conductor like every overlay. Rules: ./engage.ts; docs/engagement.md.
 */
export default defineEngagement({
  name: "google-one-tap",
  priority: ENGAGEMENT_PRIORITY.oneTap,
  engage: () => import("./engage"),
  // The provider's failures read as the Google button's do (engine/firebase/provider-error.ts).
  messages: ["account"],
  view: () => import("./one-tap"),
});
