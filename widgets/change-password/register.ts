import { defineScreen } from "../../engine/registry/blueprints";

export default defineScreen({
  name: "change-password",
  path: "/m/changePsw",
  protected: true,
  messages: ["account"],
  view: () => import("./change-password-screen"),
});
