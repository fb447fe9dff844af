import { defineSlot } from "../../engine/registry/blueprints";

export default defineSlot("top-bar", {
  name: "account-actions",
  view: () => import("./account-actions"),
});
