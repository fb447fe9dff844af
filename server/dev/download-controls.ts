/**
 * Development controls over the download bar and the app-download modal (development and test
 * only; docs/dev-controls.md, "Download bar, app download and desktop app"):
 *   POST /__dev/resources  { merchant, resources?: [{ resourceType, url }], appDownloadMessages?:
 *                            [{ title, content }], mobileTemplate?: { desktop_app_feature?, pwa?, app_desc?, image_logo? } | null,
 *                            downloadBar?: { enabled?, loginRequired?, minRankLevel? } | null }
 * Resources and messages replace the merchant's lists (the status call's info.resources,
 * WPSCORE_getDownloadSetting, and MCSFE_getListAnnouncements?category=app_download); URLs are
 * stored as given, so a test can hand the client a link that is not http(s).
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { listAnnouncements } from "../data/content";
import {
  APP_DOWNLOAD_CATEGORY,
  replaceAppDownloadMessages,
  replaceDownloadLinks,
} from "../data/download-settings";
import { listDownloadLinks } from "../data/merchant-settings";
import { ok } from "../envelope";
import { readBody } from "../request-body";
import { invalid, requireMerchantCode } from "./checks";

const TEMPLATE_FIELDS = new Set(["pwa", "desktop_app_feature", "app_desc", "image_logo"]);

function readList<T extends Record<string, string>>(
  value: unknown,
  name: string,
  fields: Array<keyof T>,
): T[] {
  if (!Array.isArray(value)) throw invalid(`${name} must be an array`);
  return value.map((item, index) => {
    if (!item || typeof item !== "object") throw invalid(`${name}[${index}] must be an object`);
    for (const field of fields) {
      if (typeof (item as Record<string, unknown>)[field as string] !== "string")
        throw invalid(`${name}[${index}].${String(field)} must be a string`);
    }
    return Object.fromEntries(
      fields.map((field) => [field, (item as Record<string, string>)[field as string]]),
    ) as T;
  });
}

export const downloadControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db } = context;

  app.post("/__dev/resources", async (request) => {
    const body = readBody(request);
    const merchant = requireMerchantCode(context, body.merchant);
    if (body.resources !== undefined) {
      const resources = readList<{ resourceType: string; url: string }>(body.resources, "resources", [
        "resourceType",
        "url",
      ]);
      await replaceDownloadLinks(db, merchant, resources);
    }
    if (body.appDownloadMessages !== undefined) {
      const messages = readList<{ title: string; content: string }>(
        body.appDownloadMessages,
        "appDownloadMessages",
        ["title", "content"],
      );
      await replaceAppDownloadMessages(db, merchant, messages);
    }
    if (body.mobileTemplate === null) context.mobileTemplate.change(merchant, null);
    else if (body.mobileTemplate !== undefined) {
      const template = body.mobileTemplate;
      if (typeof template !== "object" || Array.isArray(template))
        throw invalid("mobileTemplate must be an object or null");
      for (const key of Object.keys(template))
        if (!TEMPLATE_FIELDS.has(key))
          throw invalid(`mobileTemplate.${key} is not one of ${[...TEMPLATE_FIELDS].join(", ")}`);
      context.mobileTemplate.change(merchant, template as Record<string, unknown>);
    }
    if (body.downloadBar !== undefined) {
      const bar = body.downloadBar;
      if (bar !== null && (typeof bar !== "object" || Array.isArray(bar)))
        throw invalid("downloadBar must be an object or null");
      context.mobileTemplate.setDownloadBar(merchant, bar as Record<string, unknown> | null);
    }
    const links = await listDownloadLinks(db, merchant);
    return ok({
      merchant,
      resources: links.map((link) => ({ resourceType: link.resource_type, url: link.url })),
      appDownloadMessages: (await listAnnouncements(db, merchant, APP_DOWNLOAD_CATEGORY)).map(
        ({ title, content }) => ({ title, content }),
      ),
      mobileTemplate: context.mobileTemplate.of(merchant),
      downloadBar: context.mobileTemplate.downloadBarOf(merchant) ?? null,
    });
  });
};
