import { registry } from "../../engine/registry/registry";

registry.register({
  id: "screen:change-password",
  route: { path: "/m/changePsw", protected: true },
  view: () => import("./change-password-screen"),
});
