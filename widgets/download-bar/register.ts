import { defineBar } from "../../engine/registry/blueprints";

/**
 * The download bar at the top (spec §2, §4): a bar in the page's chrome, not a modal, so it takes
 * no turn from the conductor; its rules start after the first page. Tapping it asks for the
 * app-download modal.
 */
export default defineBar({
  name: "download-bar",
  slot: "top-bar",
  engage: () => import("./engage"),
  messages: ["engage"],
  view: () => import("./download-bar"),
});
