import { registry } from "../../engine/registry/registry";

registry.register({
  id: "overlay:two-factor",
  slot: "overlay",
  order: 10,
  // Open while login_verify_required is being answered (spec section 4).
  when: (stores) => stores.identity.twoFactor !== null,
  view: () => import("./two-factor-modal"),
});
