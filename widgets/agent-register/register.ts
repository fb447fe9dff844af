import { defineScreen } from "../../engine/registry/blueprints";
import { AGENT_REGISTER_PATH } from "../../engine/routing/aliases";

/** For agents (member types 1 and 2); any other member is told why, a visitor logs in first. */
export default defineScreen({
  name: "agent-register",
  path: AGENT_REGISTER_PATH,
  protected: true,
  messages: ["invite"],
  view: () => import("./agent-screen"),
});
