import { defineOverlay } from "../../engine/registry/blueprints";

export default defineOverlay({
  name: "maintenance",
  exclusive: true,
  order: 0,
  when: (stores) => stores.system.maintenance,
  view: () => import("./maintenance-screen"),
});
