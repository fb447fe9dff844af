import { defineScreen } from "../../engine/registry/blueprints";

export default defineScreen({
  name: "login",
  path: "/m/login",
  messages: ["account"],
  view: () => import("./login-screen"),
});
