import { defineOverlay } from "../../engine/registry/blueprints";

export default defineOverlay({
  name: "update-notice",
  order: 50,
  when: (stores) => stores.update.noticeDue,
  view: () => import("./update-notice"),
});
