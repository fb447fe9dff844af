import { PWA_START_URL, UPDATE_RELOAD_PATHS } from "../constants";

const RELOAD_IN_PLACE: ReadonlySet<string> = new Set(UPDATE_RELOAD_PATHS);

/**
 * Where the member lands after an update (spec §2): the same page on the paths that can start
 * afresh (game, home, login, index, member home, register), /m/home from any other, whose state
 * (a form half filled, a deposit) the new version might not understand.
 */
export function afterUpdate(pathname: string): "reload" | typeof PWA_START_URL {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  return RELOAD_IN_PLACE.has(path) || RELOAD_IN_PLACE.has(`${path}/`) ? "reload" : PWA_START_URL;
}
