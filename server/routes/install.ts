/**
 * The install-prompt settings relay (spec §3 "Install-prompt settings"; the spec does not show
 * the call, so its path is inferred: docs/api.md). Open to visitors: the prompt and the banner
 * show before a login too.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { ok } from "../envelope";
import { merchantOf } from "../merchant-header";

export const installRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /** GET /wps/relay/MCSFE_getPwaInstallSetting → { <setting>: { enabled, value } } */
  app.get("/wps/relay/MCSFE_getPwaInstallSetting", async (request) => {
    const merchant = merchantOf(request);
    return ok(context.installSettings.of(merchant.code, merchant.installSettings));
  });
};
