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
  // The start corner, above the referral gift: the end corner holds the shortcut and the chat, and
  // at the top of its stack a ball the member drags away moves nobody else. It places itself
  // (draggable), handed its resting place; its ball is the platform script's own, measured.
  order: 20,
  floating: { corner: "start", width: 56, height: 56, movable: true },
  when: (stores) =>
    miniGameShown({
      variant: miniGameVariant((key) => stores.feature(key)),
      loggedIn: stores.session.isLoggedIn,
    }),
  messages: ["minigame"],
  view: () => import("./mini-game"),
});
