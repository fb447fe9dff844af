/** System calls: start-up settings, countries, domains, reachability, web-app manifest. */
import type { FastifyPluginAsync } from "fastify";
import { builtIcons, webManifest } from "../../engine/pwa/web-manifest";
import { clientIp } from "../client-ip";
import type { ServerContext } from "../context";
import { listCountries, listDomains, listDownloadLinks } from "../data/merchant-settings";
import { getMerchantState } from "../data/merchant-state";
import { ok } from "../envelope";
import { merchantOf } from "../merchant-header";
import { mainDomainOf } from "../merchants";
import { registerDomainGate } from "./domain-gate";

export const systemRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  registerDomainGate(app, context);

  /**
   * GET /wps/system/status?device=MOBILE&url=&originalDomain=&track= — the query is accepted and
   * not used: this server plays one platform whatever domain the client reports.
   */
  app.get("/wps/system/status", async (request) => {
    const merchant = merchantOf(request);
    const state = await getMerchantState(context.db, merchant.code);
    const ip = clientIp(request);
    const downloads = await listDownloadLinks(context.db, merchant.code);
    return ok({
      maintenance: state.maintenance,
      maintenanceEnd: state.maintenanceEnd,
      description: state.description,
      regionRestriction: state.regionRestriction,
      ip,
      location: { ip },
      whitelabel: context.liveFlags.features(merchant),
      register: { captcha: { enabled: context.liveFlags.of(merchant.code).registerCaptcha } },
      // gw, smsProvider and pushSettings: the file's values under POST /__dev/back-office's.
      ...context.backOffice.statusFields(merchant),
      currency: merchant.currency.code,
      currencySymbol: merchant.currency.symbol,
      currencyPosition: merchant.currency.position,
      mainDomain: mainDomainOf(merchant),
      info: {
        // The merchant's entries, each path encoded under a fresh key (or what POST /__dev/chat set).
        customerService: context.chat.entriesFor(merchant.code, merchant.customerService),
        // The file's mobileTemplate and installed-app texts, under what POST /__dev/resources set.
        mobileTemplate: {
          desktop_app_feature: false,
          ...merchant.backOffice.mobileTemplate,
          pwa: merchant.backOffice.pwaTexts,
          ...context.mobileTemplate.of(merchant.code),
        },
        // The merchant's download links (seeded, changed by POST /__dev/resources).
        ...(context.mobileTemplate.downloadBarOf(merchant.code)
          ? { downloadBar: context.mobileTemplate.downloadBarOf(merchant.code) }
          : {}),
        resources: downloads.map((link) => ({ resourceType: link.resource_type, url: link.url })),
        imageCDNs: [],
      },
    });
  });

  /** GET /wps/system/country?_=<merchant> → the home country's codes and every country's. */
  app.get("/wps/system/country", async (request) => {
    const countries = await listCountries(context.db, merchantOf(request).code);
    const home = countries[0];
    return ok({
      countryCode: home?.country_code ?? null,
      countryDialingCode: home?.dialing_code ?? null,
      countries: countries.map((country) => ({
        countryCode: country.country_code,
        countryDialingCode: country.dialing_code,
      })),
    });
  });

  /** GET /wps/system/domainRoute → the domains the client may race when its own is unreachable. */
  app.get("/wps/system/domainRoute", async (request) => {
    const domains = await listDomains(context.db, merchantOf(request).code);
    return ok({ domains: domains.map((domainName) => ({ domainName })) });
  });

  /** GET /wps/system/test/ping — the domain race's reachability probe. */
  app.get("/wps/system/test/ping", async () => ok(true));

  /**
   * GET /wps/system/manifest.json?merchantCode=&timestamp= → the desktop web-app manifest, in
   * the envelope's value, built from merchant.json `pwa` (the Merchant header picks the merchant).
   */
  app.get("/wps/system/manifest.json", async (request) => {
    const merchant = merchantOf(request);
    // The same manifest the build writes (the PNG icons it drew), so both installs look alike.
    return ok(webManifest(merchant.pwa, { icons: builtIcons() }));
  });
};
