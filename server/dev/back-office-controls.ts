/**
 * An operator's back-office changes, as the status call then reports them (development and test
 * only; docs/dev-controls.md, "Back-office settings"):
 *   POST /__dev/back-office  { merchant, gw?: { PROFILE_ICON_COUNT?, … } | null,
 *                              smsProvider?: { flag?, apiKey?, appId?, authDomain?, projectId?, messagingSenderId? } | null,
 *                              pushSettings?: { appId?, apiKey?, authDomain?, projectId?, messagingSenderId?,
 *                                               vapidKey?, googleWebClientId?, facebookAppId? } | null }
 * Each block's fields are laid over the merchant file's (values kept as given, so a test can hand
 * the app a bad one); null gives the block back to the file. mobileTemplate is POST /__dev/resources'.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { BACK_OFFICE_BLOCKS } from "../data/back-office";
import { ok } from "../envelope";
import { readBody } from "../request-body";
import { invalid, requireMerchantCode } from "./checks";

export const backOfficeControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  app.post("/__dev/back-office", async (request) => {
    const body = readBody(request);
    const merchant = requireMerchantCode(context, body.merchant);
    for (const key of Object.keys(body))
      if (key !== "merchant" && !(BACK_OFFICE_BLOCKS as readonly string[]).includes(key))
        throw invalid(`${key} is not one of merchant, ${BACK_OFFICE_BLOCKS.join(", ")}`);
    const given = BACK_OFFICE_BLOCKS.filter((block) => body[block] !== undefined);
    for (const block of given) {
      const fields = body[block];
      if (fields !== null && (typeof fields !== "object" || Array.isArray(fields)))
        throw invalid(`${block} must be an object or null`);
    }
    // Checked first, so a bad block changes nothing.
    for (const block of given)
      context.backOffice.change(merchant, block, body[block] as Record<string, unknown> | null);
    const known = context.merchants.get(merchant);
    return ok({ merchant, ...(known ? context.backOffice.statusFields(known) : {}) });
  });
};
