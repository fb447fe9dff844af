import { defineOverlay } from "../../engine/registry/blueprints";

export default defineOverlay({
  name: "two-factor",
  order: 10,
  // Open while login_verify_required is being answered (spec section 4).
  when: (stores) => stores.identity.twoFactor !== null,
  messages: ["account"],
  view: () => import("./two-factor-modal"),
});
