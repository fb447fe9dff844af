/** Game launch (members) and trial launch (anyone): both answer a URL of the demo game page. */
import type { FastifyPluginAsync } from "fastify";
import { requireMember } from "../auth";
import type { ServerContext } from "../context";
import { recordLaunch } from "../data/launches";
import { gamePageUrl } from "../demo/urls";
import { ErrorCode, ok, WpsError } from "../envelope";
import { merchantOf } from "../merchant-header";

type Query = Record<string, string | undefined>;

const systemBusy = () => new WpsError(400, ErrorCode.gameSystemBusy, "#727 system busy");

export const gameRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /**
   * GET /wps/game/launchGame?gameCode=&hasLobby=&prizeMode=&playType=&backUrl=&labelName=&lottoView=&vendor=…
   * → { gameUrl }. The other launch fields are accepted and not used.
   */
  app.get<{ Querystring: Query }>("/wps/game/launchGame", async (request) => {
    const merchant = merchantOf(request);
    const member = await requireMember(context, request);
    const gameCode = request.query.gameCode?.trim();
    if (!gameCode) throw systemBusy();
    if (!(await recordLaunch(context.db, merchant.code, member.id, gameCode))) {
      throw new WpsError(400, ErrorCode.gameNotFinished, "#734 The previous game is not finished yet");
    }
    return ok({ gameUrl: gamePageUrl(merchant.code, gameCode, { backUrl: request.query.backUrl }) });
  });

  /** GET /wps/relay/GCS_gameTrialLaunch?gameId=&nodeId=&platform=html5 → { url } (no session needed). */
  app.get<{ Querystring: Query }>("/wps/relay/GCS_gameTrialLaunch", async (request) => {
    const gameId = request.query.gameId?.trim();
    if (!gameId) throw systemBusy();
    return ok({ url: gamePageUrl(merchantOf(request).code, gameId, { trial: true }) });
  });
};
