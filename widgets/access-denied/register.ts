import { registry } from "../../engine/registry/registry";

registry.register({
  id: "overlay:access-denied",
  slot: "overlay",
  exclusive: true,
  order: 1,
  when: (stores) => stores.system.regionRestriction,
  view: () => import("./access-denied-screen"),
});
