import { defineScreen } from "../../engine/registry/blueprints";
import { INVITE_FRIENDS_PATH } from "../../engine/routing/aliases";

/** Public (spec section 2): a visitor sees what the programme offers, a member their link. */
export default defineScreen({
  name: "invite-friends",
  path: INVITE_FRIENDS_PATH,
  messages: ["invite"],
  view: () => import("./invite-screen"),
});
