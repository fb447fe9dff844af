/** Paths of the /wps calls that the engine treats specially (error rows, cache exemptions). */
export const GAME_LAUNCH_PATH = "/wps/game/launchGame";
export const RSA_KEY_PATH = "/wps/session/key/rsa";
