import { registry } from "../../engine/registry/registry";

registry.register({
  id: "chrome:tab-bar",
  slot: "bottom-bar",
  view: () => import("./tab-bar"),
});
