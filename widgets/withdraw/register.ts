import { defineScreen } from "../../engine/registry/blueprints";
import { WITHDRAW_PATH } from "../../engine/routing/aliases";

export default defineScreen({
  name: "withdraw",
  path: WITHDRAW_PATH,
  protected: true,
  messages: ["money"],
  view: () => import("./withdraw-screen"),
});
