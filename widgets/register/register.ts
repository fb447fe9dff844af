import { registry } from "../../engine/registry/registry";

registry.register({
  id: "screen:register",
  route: { path: "/m/register" },
  view: () => import("./register-screen"),
});
