import { defineScreen } from "../../engine/registry/blueprints";

/** /m/game (spec section 2): the in-frame game viewer, over the whole screen. */
export default defineScreen({
  name: "game",
  path: "/m/game",
  fullViewport: true,
  messages: ["viewer"],
  view: () => import("./game-viewer"),
});
