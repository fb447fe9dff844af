/* Generated from schemas/responses/games.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerCheck } from "../../http/answer-check";

export const launchGame: AnswerCheck = { call: "games.launchGame", shape: {"t":"o","p":{"gameUrl":"s","content":{"t":"o","p":{"game_url":"s"}}},"a":[{"r":["gameUrl"],"p":{"gameUrl":{"t":"s","n":1}}},{"r":["content"],"p":{"content":{"r":["game_url"],"p":{"game_url":{"t":"s","n":1}}}}}]} };
export const launchTrial: AnswerCheck = { call: "games.launchTrial", shape: {"t":"o","r":["url"],"p":{"url":"s"}} };
export const getGameMatches: AnswerCheck = { call: "games.getGameMatches", shape: {"t":"o","p":{"matches":{"t":"a","i":{"t":"o","r":["gameCode","gameName","vendor"],"p":{"gameCode":"s","gameName":"s","vendor":"s","gameType":"s","icon":"s","category":"s","ordinal":"n","hot":"b","trial":"b","nodeId":"is"}},"x":2000}}} };
