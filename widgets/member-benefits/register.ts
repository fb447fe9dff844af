import { defineScreen } from "../../engine/registry/blueprints";
import { MEMBER_BENEFITS_PATH } from "../../engine/routing/aliases";

export default defineScreen({
  name: "member-benefits",
  path: MEMBER_BENEFITS_PATH,
  protected: true,
  messages: ["member"],
  view: () => import("./benefits-screen"),
});
