import { registry } from "../../engine/registry/registry";

registry.register({
  id: "overlay:update-notice",
  slot: "overlay",
  order: 50,
  when: (stores) => stores.update.available,
  view: () => import("./update-notice"),
});
