import { registry } from "../../engine/registry/registry";

registry.register({
  id: "screen:member-home",
  route: { path: "/m/member/home", protected: true },
  view: () => import("./member-home-screen"),
});
