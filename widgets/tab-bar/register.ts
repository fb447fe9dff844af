import { defineSlot } from "../../engine/registry/blueprints";

export default defineSlot("bottom-bar", {
  name: "tab-bar",
  view: () => import("./tab-bar"),
});
