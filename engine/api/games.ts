import { GAME_LAUNCH_TIMEOUT_MS } from "../constants";
import type { HttpClient } from "../http/client";
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
    query: { ...request },
    auth: true,
    timeoutMs,
  });
  const url = value.gameUrl ?? value.content?.game_url;
  if (!url) throw new Error("the game launch answered without a game URL");
  return url;
}

export function launchTrial(
  http: HttpClient,
  request: { gameId: string; nodeId?: string },
): Promise<{ url: string }> {
  return http.request("/wps/relay/GCS_gameTrialLaunch", {
    query: { ...request, platform: "html5" },
    auth: false,
  });
}

export interface GameMatch {
  gameCode: string;
  gameName: string;
  vendor: string;
  gameType?: string;
  icon?: string;
}

export function getGameMatches(http: HttpClient): Promise<{ matches: GameMatch[] }> {
  return http.request("/wps/relay/GCSGAME_getGameMatchV2", { alert: false });
}
