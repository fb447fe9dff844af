import { defineScreen } from "../../engine/registry/blueprints";
import { DEPOSIT_PATH } from "../../engine/routing/aliases";

export default defineScreen({
  name: "deposit",
  path: DEPOSIT_PATH,
  protected: true,
  messages: ["money"],
  view: () => import("./deposit-screen"),
});
