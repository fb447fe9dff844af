import { defineScreen } from "../../engine/registry/blueprints";

/** /m/help (spec section 2): public help topics by category, searchable. */
export default defineScreen({
  name: "help",
  path: "/m/help",
  messages: ["help"],
  view: () => import("./help-screen"),
});
