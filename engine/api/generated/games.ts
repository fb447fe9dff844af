/* Generated from schemas/responses/games.schema.json by scripts/gen-types.ts. Do not edit: run `npm run gen:types`. */
import type { AnswerShape } from "../../http/answer-shape";

export const launchGame: AnswerShape = {"t":["object"],"p":{"gameUrl":{"t":["string"]},"content":{"t":["object"],"p":{"game_url":{"t":["string"]}}}},"a":[{"r":["gameUrl"],"p":{"gameUrl":{"t":["string"],"n":1}}},{"r":["content"],"p":{"content":{"r":["game_url"],"p":{"game_url":{"t":["string"],"n":1}}}}}]};
export const launchTrial: AnswerShape = {"t":["object"],"r":["url"],"p":{"url":{"t":["string"]}}};
export const getGameMatches: AnswerShape = {"t":["object"],"r":["matches"],"p":{"matches":{"t":["array"],"i":{"t":["object"],"r":["gameCode","gameName","vendor"],"p":{"gameCode":{"t":["string"]},"gameName":{"t":["string"]},"vendor":{"t":["string"]},"gameType":{"t":["string"]},"icon":{"t":["string"]},"category":{"t":["string"]},"ordinal":{"t":["number"]},"hot":{"t":["boolean"]},"trial":{"t":["boolean"]},"nodeId":{"t":["integer","string"]}}},"x":2000}}};
