/**
 * Content relays: announcements (banners, marquee, popups, promotions), vendor lanes and games,
 * promotion categories, customer-service scripts, download links, available promotions.
 * None needs a session (the client sends these without Authorization); available promotions
 * answer the member's own switches when a token is sent.
 */
import type { FastifyPluginAsync } from "fastify";
import { requireMember, sessionToken } from "../auth";
import type { ServerContext } from "../context";
import { type BannerRow, listAnnouncements, listBanners, listLanes } from "../data/content";
import { APP_DOWNLOAD_CATEGORY } from "../data/download-settings";
import { listGames } from "../data/games";
import { listDownloadLinks } from "../data/merchant-settings";
import { listCategories, listPopups, listPromotions } from "../data/promotions";
import { availablePromotionsOf } from "../data/referral";
import { ok } from "../envelope";
import { merchantOf } from "../merchant-header";
import type { Merchant } from "../merchants";
import { bannerImageUrl, gameIconUrl, promotionImageUrl, vendorIconUrl } from "./demo";

/** A banner as the platform sends it: the launch fields only where the banner opens a game. */
function bannerView(merchant: Merchant, banner: BannerRow) {
  const gameFields = {
    roomId: banner.room_id,
    nodeId: banner.node_id,
    gameType: banner.game_type,
    vendor: banner.vendor,
  };
  return {
    title: banner.title,
    url: bannerImageUrl(merchant, banner),
    groupName: banner.group_name,
    linkageType: banner.linkage_type,
    linkage: banner.linkage,
    ...Object.fromEntries(Object.entries(gameFields).filter(([, value]) => value !== null)),
  };
}

export const contentRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /**
   * GET /wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M: the filters are accepted and
   * not applied; every list is answered. With category=app_download, only the app-download
   * messages, in `player`.
   */
  app.get("/wps/relay/MCSFE_getListAnnouncements", async (request) => {
    const merchant = merchantOf(request);
    // The app-download modal's message: only that category's announcements (spec §7).
    if ((request.query as { category?: unknown }).category === APP_DOWNLOAD_CATEGORY) {
      const messages = await listAnnouncements(context.db, merchant.code, APP_DOWNLOAD_CATEGORY);
      return ok({
        promotion: [],
        banners: [],
        player: messages.map(({ id, title, content }) => ({ id, title, content })),
        popup: [],
        hot: [],
      });
    }
    const [banners, marquee, popups, promotions] = await Promise.all([
      listBanners(context.db, merchant.code),
      listAnnouncements(context.db, merchant.code, "player"),
      listPopups(context.db, merchant.code),
      listPromotions(context.db, merchant.code),
    ]);
    return ok({
      promotion: promotions.map((promotion) => ({
        id: promotion.id,
        title: promotion.title,
        category: promotion.category_id,
        announcementImages: Array.from({ length: promotion.image_count }, (_, index) => ({
          sequence: index + 1,
          url: promotionImageUrl(merchant, promotion, index + 1),
        })),
        startDate: promotion.start_date,
        endDate: promotion.end_date,
        noExpiry: promotion.no_expiry,
        content: promotion.content,
      })),
      banners:
        context.contentOverrides.get(merchant.code, "banners") ??
        banners.map((banner) => bannerView(merchant, banner)),
      player:
        context.contentOverrides.get(merchant.code, "player") ??
        marquee.map(({ id, title, content }) => ({ id, title, content })),
      popup:
        context.contentOverrides.get(merchant.code, "popup") ??
        popups.map((popup) => ({
          id: popup.id,
          title: popup.title,
          content: popup.content,
          promotionType: popup.promotion_type,
          execution: popup.execution,
        })),
      hot: [],
    });
  });

  /** GET /wps/relay/GCSGAME_newGameVendor?platform=html5 */
  app.get("/wps/relay/GCSGAME_newGameVendor", async (request) => {
    const code = merchantOf(request).code;
    const override = context.contentOverrides.get(code, "lanes");
    if (override) return ok({ data: { lanes: override } });
    const lanes = await listLanes(context.db, code);
    return ok({
      data: {
        lanes: lanes.map((lane) => ({
          title: lane.title,
          gameClassify: lane.game_classify,
          gameCount: lane.game_count,
          cards: lane.vendors.map((vendor) => ({
            accountTypeName: vendor.account_type_name,
            displayName: vendor.display_name,
            icon: vendorIconUrl({
              accountTypeName: vendor.account_type_name,
              displayName: vendor.display_name,
            }),
          })),
        })),
      },
    });
  });

  /**
   * GET /wps/relay/GCSGAME_getGameMatchV2 → { matches: [{ gameCode, gameName, vendor, gameType, icon,
   * category, ordinal, hot, trial, nodeId }] }, in stored order (not the lobby's).
   */
  app.get("/wps/relay/GCSGAME_getGameMatchV2", async (request) => {
    const code = merchantOf(request).code;
    const override = context.contentOverrides.get(code, "games");
    if (override) return ok({ matches: override });
    const games = await listGames(context.db, code);
    return ok({
      matches: games.map((game) => ({
        gameCode: game.game_code,
        gameName: game.game_name,
        vendor: game.vendor,
        gameType: game.game_type,
        icon: gameIconUrl(game),
        category: game.category,
        ordinal: game.ordinal,
        hot: game.hot,
        trial: game.trial,
        nodeId: game.node_id,
      })),
    });
  });

  /**
   * GET /wps/relay/WPSCORE_getCustomerServiceScript → { scripts: [{ csType, src, settings }] }: the
   * chat providers' scripts; in development and test their stand-ins (server/data/chat-settings.ts).
   */
  app.get("/wps/relay/WPSCORE_getCustomerServiceScript", async (request) => {
    const origin = `${request.protocol}://${request.headers.host ?? "localhost"}`;
    return ok({ scripts: context.chat.scriptsFor(merchantOf(request).code, origin) });
  });

  /** GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory → { categories: [{ id, name }] } */
  app.get("/wps/relay/PROMOFE_getPromotionAnnouncementCategory", async (request) => {
    const categories = await listCategories(context.db, merchantOf(request).code);
    return ok({ categories });
  });

  /** GET /wps/relay/WPSCORE_getDownloadSetting?domain= → [{ resourceType, url }] (any domain). */
  app.get("/wps/relay/WPSCORE_getDownloadSetting", async (request) => {
    const links = await listDownloadLinks(context.db, merchantOf(request).code);
    return ok(links.map((link) => ({ resourceType: link.resource_type, url: link.url })));
  });

  /**
   * GET /wps/relay/MCSFE_getMerchantAvailablePromotions → { APP_DOWNLOAD: { enabled, count }, REFERRAL: … }
   * Without Authorization the merchant's (site-wide) switches; with a member's token that member's
   * own (personal data, spec section 3). A dead token answers 401, as any member call.
   */
  app.get("/wps/relay/MCSFE_getMerchantAvailablePromotions", async (request) => {
    const merchant = merchantOf(request).code;
    const member = sessionToken(request) ? await requireMember(context, request) : undefined;
    return ok(await availablePromotionsOf(context.db, merchant, member?.id));
  });
};
