import { registry } from "../../engine/registry/registry";

registry.register({
  id: "screen:login",
  route: { path: "/m/login" },
  view: () => import("./login-screen"),
});
