import { defineScreen } from "../../engine/registry/blueprints";
import { ADD_PIX_KEY_PATH } from "../../engine/routing/aliases";

export default defineScreen({
  name: "add-pix-key",
  path: ADD_PIX_KEY_PATH,
  protected: true,
  messages: ["money"],
  view: () => import("./add-pix-key-screen"),
});
