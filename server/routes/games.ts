/**
 * Game launch (members) and trial launch (anyone): both answer an absolute URL of the demo game
 * page on the games origin, and both are recorded (GET /__dev/launches, /__dev/trials).
 */
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import { findGame, findPlayable } from "../data/games";
import { LAUNCH_FIELDS, type LaunchFields, recordLaunch, recordTrial } from "../data/launches";
import { gamePageUrl, gamesOrigin } from "../demo/urls";
import { ErrorCode, ok, WpsError } from "../envelope";
import { merchantOf } from "../merchant-header";

type Query = Record<string, unknown>;

const systemBusy = () => new WpsError(400, ErrorCode.gameSystemBusy, "#727 system busy");

/** The launch fields the client sent, as sent; anything else in the query is not a launch field. */
function launchFields(query: Query): LaunchFields {
  return Object.fromEntries(
    LAUNCH_FIELDS.flatMap((field) => (typeof query[field] === "string" ? [[field, query[field]]] : [])),
  );
}

/**
 * The game page's way back. A path is made absolute against the app the launch came from: the
 * page lives on the games origin, where a bare path would lead nowhere.
 */
function backUrlFrom(request: FastifyRequest, backUrl: string | undefined): string | undefined {
  if (!backUrl) return undefined;
  if (!backUrl.startsWith("/") || backUrl.startsWith("//")) return backUrl;
  return new URL(backUrl, `${request.protocol}://${request.headers.host ?? "localhost"}`).href;
}

export const gameRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /**
   * GET /wps/game/launchGame?gameCode=&vendor=&hasLobby=&prizeMode=&playType=&backUrl=&labelName=
   * &lottoView=… (all the fields of LAUNCH_FIELDS). gameCode is a game's code or, for a vendor's
   * lobby, its accountTypeName. Lottery answers { content: { game_url } } (the newer backends'
   * shape), every other game { gameUrl }: the client must take both (wire contract).
   */
  app.get<{ Querystring: Query }>("/wps/game/launchGame", async (request) => {
    const merchant = merchantOf(request);
    const member = await requireMember(context, request);
    const fields = launchFields(request.query);
    const gameCode = fields.gameCode?.trim();
    if (!gameCode) throw systemBusy();
    const playable = await findPlayable(context.db, merchant.code, gameCode);
    if (!playable) {
      throw new WpsError(400, ErrorCode.gameNotExists, `No game or game vendor "${gameCode}" exists`);
    }
    const gameUrl =
      (context.contentOverrides.nextLaunchUrl(merchant.code) as string | undefined) ??
      gamePageUrl(gamesOrigin(request.protocol, request.headers.host), merchant.code, gameCode, {
        backUrl: backUrlFrom(request, fields.backUrl),
      });
    const recorded = await recordLaunch(context.db, {
      merchant: merchant.code,
      memberId: member.id,
      gameCode,
      fields,
      gameUrl,
    });
    if (!recorded) {
      throw new WpsError(400, ErrorCode.gameNotFinished, "#734 The previous game is not finished yet");
    }
    return ok(playable.category === "LOTTERY" ? { content: { game_url: gameUrl } } : { gameUrl });
  });

  /**
   * GET /wps/relay/GCS_gameTrialLaunch?gameId=&nodeId=&platform=html5 → { url } (no session
   * needed). gameId is the game's code; only games whose `trial` is on can be tried.
   */
  app.get<{ Querystring: Query }>("/wps/relay/GCS_gameTrialLaunch", async (request) => {
    const merchant = merchantOf(request);
    const text = (field: string) => {
      const value = request.query[field];
      return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
    };
    const gameId = text("gameId");
    if (!gameId) throw systemBusy();
    const game = await findGame(context.db, gameId, merchant.code);
    if (!game?.trial) {
      throw new WpsError(
        400,
        ErrorCode.gameTrialUnavailable,
        game ? `${game.game_name} has no trial play` : `No game "${gameId}" to try`,
      );
    }
    const url =
      (context.contentOverrides.nextLaunchUrl(merchant.code) as string | undefined) ??
      gamePageUrl(gamesOrigin(request.protocol, request.headers.host), merchant.code, gameId, {
        trial: true,
      });
    await recordTrial(context.db, {
      merchant: merchant.code,
      gameId,
      nodeId: text("nodeId"),
      platform: text("platform"),
      url,
    });
    return ok({ url });
  });
};
