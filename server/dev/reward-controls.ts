/**
 * Development controls over the reward centre, standing in for the merchant's back office
 * (development and test only; docs/dev-controls.md, "Reward centre"):
 *   POST /__dev/promotions               { merchant, title, content, category?, summary?, claimMode?,
 *                                          reward?, startDate?, endDate? }  adds a promotion; content
 *                                          is any HTML, stored as given (the sanitiser's tests put attacks here)
 *   POST /__dev/promotions/claims/reset  { merchant, username? }  forgets the claims (of one member)
 *   GET  /__dev/promotions/claims/:merchant/:username  the member's claims
 * Switching the reward centre off is POST /__dev/state { merchant, whitelabel: { REWCEN3: false } }.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { listCategories } from "../data/promotions";
import { addRewardPromotion, claimsOf, resetClaims } from "../data/rewards";
import { ok } from "../envelope";
import { optionalField, readBody, requireText } from "../request-body";
import { promotionView } from "../routes/rewards";
import type { ClaimMode } from "../seed-data/promotions";
import { invalid, requireMemberNamed, requireMerchantCode } from "./checks";

const CLAIM_MODES: readonly ClaimMode[] = ["CLAIM", "APPLY", "NONE"];

export const rewardControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db } = context;

  app.post("/__dev/promotions", async (request) => {
    const body = readBody(request);
    const code = requireMerchantCode(context, body.merchant);
    const merchant = context.merchants.get(code);
    if (!merchant) throw invalid(`Unknown merchant "${code}"`);
    const categories = await listCategories(db, code);
    // category: a position (0 = the first category) so a test need not know the ids.
    const position = optionalField<number>(body, "category", "number") ?? 0;
    const category = categories[position];
    if (!Number.isInteger(position) || !category)
      throw invalid(`category must be a position from 0 to ${categories.length - 1}`);
    const claimMode = optionalField<string>(body, "claimMode", "string") ?? "CLAIM";
    const mode = CLAIM_MODES.find((known) => known === claimMode);
    if (!mode) throw invalid(`claimMode must be one of ${CLAIM_MODES.join(", ")}`);
    const reward = optionalField<number | null>(body, "reward", "number", true) ?? null;
    if (reward !== null && (!Number.isSafeInteger(reward) || reward <= 0))
      throw invalid("reward must be a whole number of minor units above zero");
    const startDate = optionalField<number>(body, "startDate", "number") ?? Date.UTC(2025, 0, 1);
    const endDate = optionalField<number | null>(body, "endDate", "number", true) ?? null;
    const row = await addRewardPromotion(db, {
      merchant: code,
      title: requireText(body, "title"),
      categoryId: category.id,
      content: typeof body.content === "string" ? body.content : "",
      summary: optionalField<string>(body, "summary", "string") ?? "",
      claimMode: mode,
      reward,
      startDate,
      endDate,
    });
    return ok(promotionView(merchant, row, Date.now()));
  });

  app.post("/__dev/promotions/claims/reset", async (request) => {
    const body = readBody(request);
    const code = requireMerchantCode(context, body.merchant);
    const member =
      body.username === undefined ? undefined : await requireMemberNamed(context, code, body.username);
    return ok({ removed: await resetClaims(db, code, member?.id) });
  });

  app.get("/__dev/promotions/claims/:merchant/:username", async (request) => {
    const { merchant, username } = request.params as { merchant: string; username: string };
    const member = await requireMemberNamed(context, merchant, username);
    return ok(await claimsOf(db, member.id));
  });
};
