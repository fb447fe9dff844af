/* Generated from schemas/responses/games.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

/**
 * GET /wps/game/launchGame: older platforms answer content.game_url, newer ones gameUrl; one of the two is required.
 */
export type LaunchGame = LaunchGame1 & {
  gameUrl?: string;
  content?: {
    game_url?: string;
  };
};
export type LaunchGame1 =
  | {
      gameUrl: string;
    }
  | {
      content: {
        game_url: string;
      };
    };

/**
 * Game launch and the home's game list (engine/api/games.ts). One $defs entry per typed call, named as the function: the `value` of its answer. Only what the client reads is required; extra fields are allowed. Capitalised entries are shared parts. Every list gets maxItems RESPONSE_LIST_LIMIT (engine/constants.ts) from scripts/gen-types.ts.
 */
export interface GamesAnswers {
  launchGame: LaunchGame;
  launchTrial: LaunchTrial;
  getGameMatches: GetGameMatches;
}
export interface LaunchTrial {
  url: string;
}
/**
 * Home's games; a missing list is an empty one.
 */
export interface GetGameMatches {
  matches?: GameMatch[];
}
/**
 * A single game as home lists it (spec sections 3 and 9).
 */
export interface GameMatch {
  gameCode: string;
  gameName: string;
  vendor: string;
  gameType?: string;
  icon?: string;
  /**
   * The tab it is listed under; its gameType when absent.
   */
  category?: string;
  /**
   * Its place: category index × 100 + position (spec section 9).
   */
  ordinal?: number;
  hot?: boolean;
  /**
   * Visitors may try it without an account.
   */
  trial?: boolean;
  nodeId?: string;
}

export const launchGame: AnswerCheck<GamesAnswers["launchGame"]> = { call: "games.launchGame", shape: {"t":"o","p":{"gameUrl":"s","content":{"t":"o","p":{"game_url":"s"}}},"a":[{"r":["gameUrl"],"p":{"gameUrl":{"t":"s","n":1}}},{"r":["content"],"p":{"content":{"r":["game_url"],"p":{"game_url":{"t":"s","n":1}}}}}]} };
export const launchTrial: AnswerCheck<GamesAnswers["launchTrial"]> = { call: "games.launchTrial", shape: {"t":"o","r":["url"],"p":{"url":"s"}} };
export const getGameMatches: AnswerCheck<GamesAnswers["getGameMatches"]> = { call: "games.getGameMatches", shape: {"t":"o","p":{"matches":{"t":"a","i":{"t":"o","r":["gameCode","gameName","vendor"],"p":{"gameCode":"s","gameName":"s","vendor":"s","gameType":"s","icon":"s","category":"s","ordinal":"n","hot":"b","trial":"b","nodeId":"s"}},"x":2000}}} };
