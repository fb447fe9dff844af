import { PWA_START_URL } from "../constants";
import {
  GAME_PATH,
  HOME_PATH,
  LOGIN_PATH,
  MEMBER_HOME_PATH,
  REGISTER_PATH,
  screenPath,
} from "../routing/aliases";

/** Spec §2: the screens that reload in place after an update (index is home's alias). */
const RELOAD_IN_PLACE: ReadonlySet<string> = new Set([
  GAME_PATH,
  HOME_PATH,
  LOGIN_PATH,
  MEMBER_HOME_PATH,
  REGISTER_PATH,
]);

/**
 * Where the member lands after an update (spec §2): the same page on the paths that can start
 * afresh (game, home, login, index, member home, register, with their aliases), /m/home from any
 * other, whose state (a form half filled, a deposit) the new version might not understand.
 */
export function afterUpdate(pathname: string): "reload" | typeof PWA_START_URL {
  return RELOAD_IN_PLACE.has(screenPath(pathname)) ? "reload" : PWA_START_URL;
}
