import { defineOverlay } from "../../engine/registry/blueprints";

/**
 * The domain-unreachable dialog (spec §2, §4, §8): when the status call answers
 * domain_not_available, the app cannot start on this domain, so the dialog replaces the page
 * (an exclusive overlay, like maintenance; docs/decisions.md) while the fastest-domain race
 * looks for another (docs/domains.md).
 */
export default defineOverlay({
  name: "domain-unreachable",
  exclusive: true,
  order: 2,
  when: (stores) => stores.system.domainUnavailable,
  messages: ["domain"],
  view: () => import("./domain-dialog"),
});
