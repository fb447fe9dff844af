import { defineScreen } from "../../engine/registry/blueprints";

export default defineScreen({
  name: "register",
  path: "/m/register",
  view: () => import("./register-screen"),
});
