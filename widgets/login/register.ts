import { defineScreen } from "../../engine/registry/blueprints";

export default defineScreen({
  name: "login",
  path: "/m/login",
  view: () => import("./login-screen"),
});
