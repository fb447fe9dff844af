import { defineOverlay } from "../../engine/registry/blueprints";

export default defineOverlay({
  name: "bind-chooser",
  // bind_customer_required left a social or SMS-provider sign-in waiting for the member's choice.
  when: (stores) => stores.identity.bindChoice !== null,
  messages: ["account"],
  view: () => import("./bind-chooser"),
});
