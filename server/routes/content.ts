/** Home-page content relays: announcements (banners, marquee) and game vendor lanes. */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { listAnnouncements, listBanners, listLanes } from "../data/content";
import { ok } from "../envelope";
import { merchantOf } from "../merchant-header";
import { bannerImageUrl, vendorIconUrl } from "./demo";

export const contentRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  /** GET /wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M (public: no Authorization) */
  app.get("/wps/relay/MCSFE_getListAnnouncements", async (request) => {
    const merchant = merchantOf(request);
    const [banners, marquee] = await Promise.all([
      listBanners(context.db, merchant.code),
      listAnnouncements(context.db, merchant.code, "player"),
    ]);
    return ok({
      promotion: [],
      banners: banners.map((banner) => ({
        title: banner.title,
        url: bannerImageUrl(merchant, banner),
        groupName: banner.group_name,
        linkageType: banner.linkage_type,
        linkage: banner.linkage,
      })),
      player: marquee.map(({ id, title, content }) => ({ id, title, content })),
      popup: [],
      hot: [],
    });
  });

  /** GET /wps/relay/GCSGAME_newGameVendor?platform=html5 */
  app.get("/wps/relay/GCSGAME_newGameVendor", async (request) => {
    const lanes = await listLanes(context.db, merchantOf(request).code);
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
};
