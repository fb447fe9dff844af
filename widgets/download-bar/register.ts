import { defineSlot } from "../../engine/registry/blueprints";
import { barShows } from "./bar-state";

/**
 * The download bar at the top (spec §2, §4): a bar in the page's chrome, not a modal, so it takes
 * no turn from the conductor. Tapping it asks for the app-download modal.
 */
export default defineSlot("top-bar", {
  name: "download-bar",
  when: barShows,
  messages: ["engage"],
  view: () => import("./download-bar"),
});
