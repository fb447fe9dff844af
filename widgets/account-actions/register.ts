import { registry } from "../../engine/registry/registry";

registry.register({
  id: "chrome:account-actions",
  slot: "top-bar",
  view: () => import("./account-actions"),
});
