import { registry } from "../../engine/registry/registry";

registry.register({
  id: "screen:home",
  route: { path: "/m/home" },
  view: () => import("./home-screen"),
});
