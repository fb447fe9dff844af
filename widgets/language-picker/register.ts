import { registry } from "../../engine/registry/registry";

registry.register({
  id: "chrome:language-picker",
  slot: "top-bar",
  order: -1,
  // Nothing to pick when the merchant offers one language.
  when: (stores) => stores.config.languages.supported.length > 1,
  view: () => import("./language-picker"),
});
