/**
 * Demo resources under /wps/demo/: what the platform would link to elsewhere (chat, app
 * downloads, banner and vendor images). Browsers load these as pages and images, without the
 * Merchant header, so the merchant is in the URL.
 */
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ServerContext } from "../context";
import { findBanner, findVendor } from "../data/content";
import { appDownloadPage, chatPage } from "../demo/pages";
import { bannerSvg, contentVersion, vendorIconSvg } from "../demo/svg";
import type { Merchant } from "../merchants";

const APP_PLATFORMS = ["Android", "IOS"];
// Image URLs carry a content hash (?v=), so the images may be cached for a year.
const IMAGE_CACHE = "public, max-age=31536000, immutable";

export function chatPageUrl(code: string): string {
  return `/wps/demo/chat?merchant=${encodeURIComponent(code)}`;
}

export function demoAppPageUrl(code: string, platform: string): string {
  return `/wps/demo/app?merchant=${encodeURIComponent(code)}&platform=${platform}`;
}

function bannerArtSvg(merchant: Merchant, banner: { position: number; title: string }): string {
  return bannerSvg({
    merchantName: merchant.name,
    headline: banner.title,
    primary: merchant.theme.primary,
    accent: merchant.theme.accent,
    position: banner.position,
  });
}

export function bannerImageUrl(merchant: Merchant, banner: { position: number; title: string }): string {
  const version = contentVersion(bannerArtSvg(merchant, banner));
  return `/wps/demo/banner/${encodeURIComponent(merchant.code)}/${banner.position}.svg?v=${version}`;
}

export function vendorIconUrl(vendor: { accountTypeName: string; displayName: string }): string {
  const version = contentVersion(vendorIconSvg(vendor.accountTypeName, vendor.displayName));
  return `/wps/demo/vendor/${encodeURIComponent(vendor.accountTypeName)}.svg?v=${version}`;
}

function notFound(reply: FastifyReply, what: string) {
  return reply.code(404).type("text/plain; charset=utf-8").send(`${what} not found`);
}

export const demoRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  app.get<{ Querystring: { merchant?: string; message?: string } }>(
    "/wps/demo/chat",
    async (request, reply) => {
      const merchant = context.merchants.get(request.query.merchant ?? "");
      if (!merchant) return notFound(reply, "Merchant");
      const message = request.query.message?.trim() || undefined;
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(chatPage(merchant, message));
    },
  );

  app.get<{ Querystring: { merchant?: string; platform?: string } }>(
    "/wps/demo/app",
    async (request, reply) => {
      const merchant = context.merchants.get(request.query.merchant ?? "");
      const platform = request.query.platform ?? "";
      if (!merchant || !APP_PLATFORMS.includes(platform)) return notFound(reply, "App");
      return reply.type("text/html; charset=utf-8").send(appDownloadPage(merchant, platform));
    },
  );

  /** GET /wps/demo/banner/<code>/<n>.svg — 750×300 in the merchant's colours, headline from the db. */
  app.get<{ Params: { code: string; file: string } }>(
    "/wps/demo/banner/:code/:file",
    async (request, reply) => {
      const merchant = context.merchants.get(request.params.code);
      const position = /^(\d+)\.svg$/.exec(request.params.file)?.[1];
      const banner =
        merchant && position ? await findBanner(context.db, merchant.code, Number(position)) : undefined;
      if (!merchant || !banner) return notFound(reply, "Banner");
      return reply
        .type("image/svg+xml")
        .header("cache-control", IMAGE_CACHE)
        .send(bannerArtSvg(merchant, banner));
    },
  );

  /** GET /wps/demo/vendor/<accountTypeName>.svg — a 160×160 tile with the vendor's initials. */
  app.get<{ Params: { file: string } }>("/wps/demo/vendor/:file", async (request, reply) => {
    const account = /^(.+)\.svg$/.exec(request.params.file)?.[1];
    const vendor = account ? await findVendor(context.db, account) : undefined;
    if (!vendor) return notFound(reply, "Vendor icon");
    return reply
      .type("image/svg+xml")
      .header("cache-control", IMAGE_CACHE)
      .send(vendorIconSvg(vendor.account_type_name, vendor.display_name));
  });
};
