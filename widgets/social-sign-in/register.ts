import { defineSlot } from "../../engine/registry/blueprints";

export default defineSlot("sign-in-methods", {
  name: "social",
  order: 20,
  // Providers initialise only once the merchant's firebase config has an apiKey (spec section 4).
  when: (stores) =>
    (stores.config.auth?.socialChannels?.length ?? 0) > 0 && Boolean(stores.config.firebase?.apiKey),
  messages: ["account"],
  view: () => import("./social-sign-in"),
});
