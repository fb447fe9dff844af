import { defineScreen } from "../../engine/registry/blueprints";

export default defineScreen({
  name: "register",
  path: "/m/register",
  messages: ["account"],
  view: () => import("./register-screen"),
});
