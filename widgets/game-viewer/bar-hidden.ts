import { type KeyValueStorage, readText } from "../../engine/platform/storage";

/** Session storage: the member hid the viewer's bar (kept across a rotation or a reload). */
export const HEADER_HIDDEN_KEY = "MC_GAME_BAR_HIDDEN";

/** Whether the bar starts hidden: "1" hides, "0" shows; anything else is dropped and shows it. */
export function readBarHidden(storage: KeyValueStorage): boolean {
  return readText(storage, HEADER_HIDDEN_KEY, (raw) => raw === "0" || raw === "1") === "1";
}
