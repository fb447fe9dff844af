import { defineScreen } from "../../engine/registry/blueprints";

export default defineScreen({
  name: "home",
  path: "/m/home",
  view: () => import("./home-screen"),
});
