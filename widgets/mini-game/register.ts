import { miniGameShown, miniGameVariant } from "../../engine/mini-game/mini-game-switch";
import { defineSlot } from "../../engine/registry/blueprints";

/**
 * The floating mini-game (spec §2, §4, §9; docs/mini-game.md): for logged-in members where
 * LOTTMINIGAME3 (v1) or SEALOTTMINIGAME3 (s1) is on. Its view, and the game's script, load only
 * then; the floating slot is not drawn over full-viewport screens (the game viewer), so it never
 * covers a running game.
 */
export default defineSlot("floating", {
  name: "mini-game",
  // After the shortcut button: the game starts on the other half of the screen, but is moved about.
  order: 10,
  when: (stores) =>
    miniGameShown({
      variant: miniGameVariant((key) => stores.feature(key)),
      loggedIn: stores.session.isLoggedIn,
    }),
  messages: ["minigame"],
  view: () => import("./mini-game"),
});
