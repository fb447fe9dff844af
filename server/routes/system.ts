/** System calls: the start-up settings every page load asks for. */
import type { FastifyPluginAsync } from "fastify";
import { clientIp } from "../client-ip";
import type { ServerContext } from "../context";
import { getMerchantState } from "../data/merchant-state";
import { ok } from "../envelope";
import { encodeCustomerServicePath } from "../legacy-cipher";
import { merchantOf } from "../merchant-header";
import { chatPageUrl, demoAppPageUrl } from "./demo";

export const systemRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /**
   * GET /wps/system/status?device=MOBILE&url=&originalDomain=&track= — the query is accepted and
   * not used: this server plays one platform whatever domain the client reports.
   */
  app.get("/wps/system/status", async (request) => {
    const merchant = merchantOf(request);
    const state = await getMerchantState(context.db, merchant.code);
    const ip = clientIp(request);
    return ok({
      maintenance: state.maintenance,
      maintenanceEnd: state.maintenanceEnd,
      description: state.description,
      regionRestriction: state.regionRestriction,
      ip,
      location: { ip },
      whitelabel: merchant.features,
      register: { captcha: { enabled: false } },
      currency: merchant.currency.code,
      currencySymbol: merchant.currency.symbol,
      currencyPosition: merchant.currency.position,
      info: {
        customerService: [
          {
            title: `${merchant.name} live chat`,
            // Encoded with a fresh key on every call, as the platform does; the client decodes it.
            path: encodeCustomerServicePath(chatPageUrl(merchant.code)),
            csType: "LIVECHAT",
            csPosition: 1,
            labelIds: [],
          },
        ],
        mobileTemplate: {
          pwa: true,
          app_desc: `Install ${merchant.name} on your home screen: one tap to play, no app store needed.`,
          image_logo: "",
        },
        resources: [
          { resourceType: "Android", url: demoAppPageUrl(merchant.code, "Android") },
          { resourceType: "IOS", url: demoAppPageUrl(merchant.code, "IOS") },
        ],
        imageCDNs: [],
      },
    });
  });
};
