import { defineSlot } from "../../engine/registry/blueprints";

export default defineSlot("top-bar", {
  name: "language-picker",
  order: -1,
  // Nothing to pick when the merchant offers one language.
  when: (stores) => stores.config.languages.supported.length > 1,
  view: () => import("./language-picker"),
});
