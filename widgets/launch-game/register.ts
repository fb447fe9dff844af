import { defineScreen } from "../../engine/registry/blueprints";

/** /m/launchGame (spec section 2): a link into a game, from a native shell, a message or another site. */
export default defineScreen({
  name: "launch-game",
  path: "/m/launchGame",
  view: () => import("./launch-game-screen"),
});
