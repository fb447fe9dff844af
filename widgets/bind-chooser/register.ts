import { registry } from "../../engine/registry/registry";

registry.register({
  id: "overlay:bind-chooser",
  slot: "overlay",
  // bind_customer_required left a social or SMS-provider sign-in waiting for the member's choice.
  when: (stores) => stores.identity.bindChoice !== null,
  view: () => import("./bind-chooser"),
});
