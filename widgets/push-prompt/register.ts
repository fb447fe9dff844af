import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import { defineEngagement } from "../../engine/registry/blueprints";

/**
 * The push prompt (spec §2, §4): after login, where web push works and the browser has not been
 * asked, once per session unless declined; its rules also register the device when notifications
 * are already allowed. docs/push.md.
 */
export default defineEngagement({
  name: "push-prompt",
  priority: ENGAGEMENT_PRIORITY.push,
  engage: () => import("./engage"),
  view: () => import("./view"),
  messages: ["engage"],
});
