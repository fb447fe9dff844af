import { defineScreen } from "../../engine/registry/blueprints";

export default defineScreen({
  name: "member-home",
  path: "/m/member/home",
  protected: true,
  view: () => import("./member-home-screen"),
});
