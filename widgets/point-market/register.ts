import { defineScreen } from "../../engine/registry/blueprints";
import { POINT_MARKET_PATH } from "../../engine/routing/aliases";

export default defineScreen({
  name: "point-market",
  path: POINT_MARKET_PATH,
  protected: true,
  messages: ["mall"],
  view: () => import("./market-screen"),
});
