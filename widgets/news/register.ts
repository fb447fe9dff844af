import { defineScreen } from "../../engine/registry/blueprints";

/** /m/news (spec section 2): public news list; `?id=` opens one item. */
export default defineScreen({
  name: "news",
  path: "/m/news",
  messages: ["help"],
  view: () => import("./news-screen"),
});
