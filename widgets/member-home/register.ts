import { defineScreen } from "../../engine/registry/blueprints";

export default defineScreen({
  name: "member-home",
  path: "/m/member/home",
  protected: true,
  messages: ["member"],
  view: () => import("./member-home-screen"),
});
