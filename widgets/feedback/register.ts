import { defineScreen } from "../../engine/registry/blueprints";
import { HOME_PATH } from "../../engine/routing/aliases";

/** /m/feedback (spec section 2): members only; without a session it redirects to /m/home, not /m/login. */
export default defineScreen({
  name: "feedback",
  path: "/m/feedback",
  protected: true,
  guestRedirect: HOME_PATH,
  messages: ["help"],
  view: () => import("./feedback-screen"),
});
