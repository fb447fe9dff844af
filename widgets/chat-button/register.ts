import { defineSlot } from "../../engine/registry/blueprints";
import { LOGIN_PATH, REGISTER_PATH } from "../../engine/routing/aliases";
import { CHAT_BUTTON_SIZE } from "./size";

/** Sign-in forms: the button would cover their submit button, and a visitor's tap leads to login anyway. */
const FORMS: ReadonlySet<string> = new Set([LOGIN_PATH, REGISTER_PATH]);

/**
 * The floating chat button (spec sections 2, 6 and 7; feature switch CBS3): an unread badge for
 * members who may chat, a tap that launches the chat (or says why not). It floats after the first
 * page like the other floating widgets and never over a full-viewport screen (the game viewer),
 * which has no floating slot. docs/customer-service.md tells the whole story.
 */
export default defineSlot("floating", {
  name: "chat-button",
  // The end corner, above the activity shortcut (order 10) where both show.
  order: 20,
  floating: { corner: "end", width: CHAT_BUTTON_SIZE, height: CHAT_BUTTON_SIZE },
  when: (stores) => stores.feature("CBS3") && !FORMS.has(stores.route.screen),
  messages: ["chat"],
  view: () => import("./chat-button"),
});
