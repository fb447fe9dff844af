import { GAME_LAUNCH_TIMEOUT_MS } from "../constants";
import type { HttpClient } from "../http/client";
import { ApiError } from "../http/envelope";
import * as checks from "./generated/games";
import { GAME_LAUNCH_PATH } from "./paths";

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
export async function launchGame(
  http: HttpClient,
  request: GameLaunchRequest,
  timeoutMs = GAME_LAUNCH_TIMEOUT_MS,
) {
  const value = await http.request<{ gameUrl?: string; content?: { game_url?: string } }>(GAME_LAUNCH_PATH, {
    answer: checks.launchGame,
    query: { ...request },
    auth: true,
    timeoutMs,
  });
  const url = value.gameUrl ?? value.content?.game_url;
  // The schema requires one of the two; this keeps the error the client's own if they are blank.
  if (!url) throw new ApiError({ kind: "malformed", path: GAME_LAUNCH_PATH });
  return url;
}

export function launchTrial(
  http: HttpClient,
  request: { gameId: string; nodeId?: string },
): Promise<{ url: string }> {
  return http.request("/wps/relay/GCS_gameTrialLaunch", {
    answer: checks.launchTrial,
    query: { ...request, platform: "html5" },
    auth: false,
  });
}

/** A single game as home lists it (spec sections 3 and 9). */
export interface GameMatch {
  gameCode: string;
  gameName: string;
  vendor: string;
  gameType?: string;
  icon?: string;
  /** The tab it is listed under; its gameType when absent. */
  category?: string;
  /** Its place: category index × 100 + position (spec section 9). */
  ordinal?: number;
  hot?: boolean;
  /** Visitors may try it without an account. */
  trial?: boolean;
  nodeId?: string;
}

export function getGameMatches(http: HttpClient): Promise<{ matches: GameMatch[] }> {
  return http.request("/wps/relay/GCSGAME_getGameMatchV2", {
    answer: checks.getGameMatches,
    alert: false,
  });
}
