import { defineOverlay } from "../../engine/registry/blueprints";

export default defineOverlay({
  name: "access-denied",
  exclusive: true,
  order: 1,
  when: (stores) => stores.system.regionRestriction,
  view: () => import("./access-denied-screen"),
});
