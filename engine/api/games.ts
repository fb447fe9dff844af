import { GAME_LAUNCH_TIMEOUT_MS } from "../constants";
import { defineCall } from "../http/define-call";
import { ApiError } from "../http/envelope";
import * as checks from "./generated/games";
import { GAME_LAUNCH_PATH } from "./paths";

export type { GameMatch } from "./generated/games";

export interface GameLaunchRequest {
  gameCode: string;
  vendor?: string;
  hasLobby?: boolean;
  prizeMode?: string;
  playType?: string;
  backUrl?: string;
  labelName?: string;
  lottoView?: string;
  lottoArea?: string;
  launchMode?: string;
  lottoPrizeMode?: string;
  lottoGameCode?: string;
  device?: string;
  language?: string;
  title?: string;
}

/** GET /wps/game/launchGame: always with the token, 10 s timeout; older and newer answer shapes. */
export const launchGame = defineCall({
  path: GAME_LAUNCH_PATH,
  answer: checks.launchGame,
  auth: true,
  send: (request: GameLaunchRequest, timeoutMs: number = GAME_LAUNCH_TIMEOUT_MS) => ({
    query: { ...request },
    timeoutMs,
  }),
  map: (value) => {
    const url = value.gameUrl ?? value.content?.game_url;
    // The schema requires one of the two; this keeps the error the client's own if they are blank.
    if (!url) throw new ApiError({ kind: "malformed", path: GAME_LAUNCH_PATH });
    return url;
  },
});

export const launchTrial = defineCall({
  path: "/wps/relay/GCS_gameTrialLaunch",
  answer: checks.launchTrial,
  auth: false,
  send: (request: { gameId: string; nodeId?: string }) => ({ query: { ...request, platform: "html5" } }),
});

export const getGameMatches = defineCall({
  path: "/wps/relay/GCSGAME_getGameMatchV2",
  answer: checks.getGameMatches,
  alert: false,
  map: (value) => ({ matches: value.matches ?? [] }),
});
