import { registry } from "../../engine/registry/registry";

registry.register({
  id: "overlay:maintenance",
  slot: "overlay",
  exclusive: true,
  order: 0,
  when: (stores) => stores.system.maintenance,
  view: () => import("./maintenance-screen"),
});
