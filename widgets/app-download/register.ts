import { ENGAGEMENT_PRIORITY } from "../../engine/engagement/turn-rules";
import { defineEngagement } from "../../engine/registry/blueprints";

/**
 * The app-download modal (spec §2, §4): shown when something asks for it (the download bar, the
 * shortcut button's APP_DOWNLOAD, the in-app-only game message), as what the member just asked for.
 */
export default defineEngagement({
  name: "app-download",
  priority: ENGAGEMENT_PRIORITY.requested,
  engage: () => import("./engage"),
  view: () => import("./app-download-modal"),
  messages: ["engage"],
});
