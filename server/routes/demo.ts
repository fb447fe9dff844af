/**
 * Demo resources under /wps/demo/: what the platform would link to elsewhere (chat, app
 * downloads, games, banner, promotion, vendor, game and app images). Browsers load these as
 * pages and images, without the Merchant header, so the merchant is in the URL.
 */
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ServerContext } from "../context";
import { findBanner, findVendor } from "../data/content";
import { findGame, findPlayable } from "../data/games";
import { findMemberById } from "../data/members";
import { findPromotion } from "../data/promotions";
import { gamePage } from "../demo/game-page";
import { appDownloadPage, chatPage } from "../demo/pages";
import { appIconSvg, bannerSvg, contentVersion, vendorIconSvg } from "../demo/svg";
import type { Merchant } from "../merchants";

const APP_PLATFORMS = ["Android", "IOS", "IOSLITE", "MOBILECONFIG"];
// Image URLs carry a content hash (?v=), so the images may be cached for a year.
const IMAGE_CACHE = "public, max-age=31536000, immutable";
const APP_ICON_SIZES = [48, 72, 96, 128, 144, 192, 256, 384, 512];
const DEFAULT_APP_ICON_SIZE = 192;

function bannerArtSvg(merchant: Merchant, art: { position: number; title: string }): string {
  return bannerSvg({
    merchantName: merchant.name,
    headline: art.title,
    primary: merchant.theme.primary,
    accent: merchant.theme.accent,
    position: art.position,
  });
}

export function bannerImageUrl(merchant: Merchant, banner: { position: number; title: string }): string {
  const version = contentVersion(bannerArtSvg(merchant, banner));
  return `/wps/demo/banner/${encodeURIComponent(merchant.code)}/${banner.position}.svg?v=${version}`;
}

/** Promotion images are banner art with the promotion's title; `sequence` moves the decoration. */
export function promotionImageUrl(
  merchant: Merchant,
  promotion: { id: number; title: string },
  sequence: number,
): string {
  const version = contentVersion(bannerArtSvg(merchant, { position: sequence, title: promotion.title }));
  return `/wps/demo/promotion/${encodeURIComponent(merchant.code)}/${promotion.id}-${sequence}.svg?v=${version}`;
}

export function vendorIconUrl(vendor: { accountTypeName: string; displayName: string }): string {
  const version = contentVersion(vendorIconSvg(vendor.accountTypeName, vendor.displayName));
  return `/wps/demo/vendor/${encodeURIComponent(vendor.accountTypeName)}.svg?v=${version}`;
}

export function gameIconUrl(game: { game_code: string; game_name: string }): string {
  const version = contentVersion(vendorIconSvg(game.game_code, game.game_name));
  return `/wps/demo/game-icon/${encodeURIComponent(game.game_code)}.svg?v=${version}`;
}

function notFound(reply: FastifyReply, what: string) {
  return reply.code(404).type("text/plain; charset=utf-8").send(`${what} not found`);
}

function html(reply: FastifyReply, body: string) {
  return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(body);
}

function svg(reply: FastifyReply, body: string, cache = IMAGE_CACHE) {
  return reply.type("image/svg+xml").header("cache-control", cache).send(body);
}

export const demoRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const merchantNamed = (code: string | undefined) => context.merchants.get(code ?? "");

  /** GET /wps/demo/chat?merchant=&member=&message= */
  app.get<{ Querystring: { merchant?: string; member?: string; message?: string } }>(
    "/wps/demo/chat",
    async (request, reply) => {
      const merchant = merchantNamed(request.query.merchant);
      if (!merchant) return notFound(reply, "Merchant");
      const memberId = Number(request.query.member);
      const member = Number.isInteger(memberId)
        ? await findMemberById(context.db, merchant.code, memberId)
        : undefined;
      const message = request.query.message?.trim() || undefined;
      return html(reply, chatPage(merchant, message, member));
    },
  );

  /** GET /wps/demo/app?merchant=&platform=Android|IOS|IOSLITE|MOBILECONFIG */
  app.get<{ Querystring: { merchant?: string; platform?: string } }>(
    "/wps/demo/app",
    async (request, reply) => {
      const merchant = merchantNamed(request.query.merchant);
      const platform = request.query.platform ?? "";
      if (!merchant || !APP_PLATFORMS.includes(platform)) return notFound(reply, "App");
      return reply.type("text/html; charset=utf-8").send(appDownloadPage(merchant, platform));
    },
  );

  /**
   * GET /wps/demo/game?merchant=&game=&trial=1&backUrl= — what launchGame and the trial launch
   * open, on the games origin (any host: demo routes never read the Merchant header).
   */
  app.get<{ Querystring: { merchant?: string; game?: string; trial?: string; backUrl?: string } }>(
    "/wps/demo/game",
    async (request, reply) => {
      const merchant = merchantNamed(request.query.merchant);
      const code = request.query.game?.trim();
      if (!merchant || !code) return notFound(reply, "Game");
      // Opened by hand, the page may name a game this demo does not list: it shows the code then.
      const game = (await findPlayable(context.db, merchant.code, code)) ?? { code, name: code };
      return html(
        reply,
        gamePage(merchant, game, { trial: request.query.trial === "1", backUrl: request.query.backUrl }),
      );
    },
  );

  /** GET /wps/demo/banner/<code>/<n>.svg — 750×300 in the merchant's colours, headline from the db. */
  app.get<{ Params: { code: string; file: string } }>(
    "/wps/demo/banner/:code/:file",
    async (request, reply) => {
      const merchant = merchantNamed(request.params.code);
      const position = /^(\d+)\.svg$/.exec(request.params.file)?.[1];
      const banner =
        merchant && position ? await findBanner(context.db, merchant.code, Number(position)) : undefined;
      if (!merchant || !banner) return notFound(reply, "Banner");
      return svg(reply, bannerArtSvg(merchant, banner));
    },
  );

  /** GET /wps/demo/promotion/<code>/<id>-<sequence>.svg — banner art with the promotion's title. */
  app.get<{ Params: { code: string; file: string } }>(
    "/wps/demo/promotion/:code/:file",
    async (request, reply) => {
      const merchant = merchantNamed(request.params.code);
      const match = /^(\d+)-(\d+)\.svg$/.exec(request.params.file);
      const promotion =
        merchant && match ? await findPromotion(context.db, merchant.code, Number(match[1])) : undefined;
      const sequence = Number(match?.[2]);
      if (!merchant || !promotion || sequence < 1 || sequence > promotion.image_count) {
        return notFound(reply, "Promotion image");
      }
      return svg(reply, bannerArtSvg(merchant, { position: sequence, title: promotion.title }));
    },
  );

  /** GET /wps/demo/vendor/<accountTypeName>.svg — a 160×160 tile with the vendor's initials. */
  app.get<{ Params: { file: string } }>("/wps/demo/vendor/:file", async (request, reply) => {
    const account = /^(.+)\.svg$/.exec(request.params.file)?.[1];
    const vendor = account ? await findVendor(context.db, account) : undefined;
    if (!vendor) return notFound(reply, "Vendor icon");
    return svg(reply, vendorIconSvg(vendor.account_type_name, vendor.display_name));
  });

  /** GET /wps/demo/game-icon/<gameCode>.svg — a 160×160 tile with the game's initials. */
  app.get<{ Params: { file: string } }>("/wps/demo/game-icon/:file", async (request, reply) => {
    const code = /^(.+)\.svg$/.exec(request.params.file)?.[1];
    const game = code ? await findGame(context.db, code) : undefined;
    if (!game) return notFound(reply, "Game icon");
    return svg(reply, vendorIconSvg(game.game_code, game.game_name));
  });

  /**
   * GET /wps/demo/app-icon/<code>.svg?size=192 — the merchant's app icon (download links and
   * manifest). Not versioned: a theme change must show, so browsers revalidate it.
   */
  app.get<{ Params: { file: string }; Querystring: { size?: string } }>(
    "/wps/demo/app-icon/:file",
    async (request, reply) => {
      const merchant = merchantNamed(/^(.+)\.svg$/.exec(request.params.file)?.[1]);
      const size = request.query.size === undefined ? DEFAULT_APP_ICON_SIZE : Number(request.query.size);
      if (!merchant || !APP_ICON_SIZES.includes(size)) return notFound(reply, "App icon");
      return svg(
        reply,
        appIconSvg(merchant.name, merchant.theme.primary, merchant.theme.accent, size),
        "no-cache",
      );
    },
  );
};
