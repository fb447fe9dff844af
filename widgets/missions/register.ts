import { defineScreen } from "../../engine/registry/blueprints";
import { MISSIONS_PATH } from "../../engine/routing/aliases";

export default defineScreen({
  name: "missions",
  path: MISSIONS_PATH,
  protected: true,
  messages: ["mall"],
  view: () => import("./missions-screen"),
});
