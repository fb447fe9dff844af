import { defineScreen } from "../../engine/registry/blueprints";
import { ADD_BANK_CARD_PATH } from "../../engine/routing/aliases";

export default defineScreen({
  name: "add-bank-card",
  path: ADD_BANK_CARD_PATH,
  protected: true,
  messages: ["money"],
  view: () => import("./add-bank-card-screen"),
});
