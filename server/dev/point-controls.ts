/**
 * Development controls over points, standing in for the merchant's back office and for the
 * games and cashier that count mission progress (development and test only; docs/dev-controls.md):
 *   POST /__dev/points            { merchant, username, points }   sets the member's points
 *   POST /__dev/market-stock      { merchant, item: <code>, stock } sets an item's stock
 *   POST /__dev/mission-progress  { merchant, username, mission: <code>, progress?, claimed? }
 *                                 progress defaults to the target (complete); claimed: false reopens
 *   GET  /__dev/points/:merchant/:username  points, redemptions and missions as stored
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { findItemByCode, missionsOf, pointsOf, redemptionsOf, setPoints, setProgress } from "../data/points";
import { ok } from "../envelope";
import { optionalField, readBody, requireText } from "../request-body";
import { invalid, requireMemberNamed, requireMerchantCode } from "./checks";

function wholeNumber(body: Record<string, unknown>, field: string, required: true): number;
function wholeNumber(body: Record<string, unknown>, field: string, required: false): number | undefined;
function wholeNumber(body: Record<string, unknown>, field: string, required: boolean): number | undefined {
  const value = optionalField<number>(body, field, "number");
  if (value === undefined) {
    if (required) throw invalid(`${field} is required`);
    return undefined;
  }
  if (!Number.isSafeInteger(value) || value < 0) throw invalid(`${field} must be a whole number, 0 or more`);
  return value;
}

export const pointControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db } = context;

  app.post("/__dev/points", async (request) => {
    const body = readBody(request);
    const member = await requireMemberNamed(context, body.merchant, body.username);
    const points = wholeNumber(body, "points", true);
    await setPoints(db, member.id, points);
    return ok({ username: member.username, points });
  });

  app.post("/__dev/market-stock", async (request) => {
    const body = readBody(request);
    const merchant = requireMerchantCode(context, body.merchant);
    const code = requireText(body, "item");
    const stock = wholeNumber(body, "stock", true);
    const item = await findItemByCode(db, merchant, code);
    if (!item) throw invalid(`${merchant} has no item "${code}"`);
    await db.query("UPDATE market_items SET stock = $2 WHERE id = $1", [item.id, stock]);
    return ok({ merchant, item: code, stock });
  });

  app.post("/__dev/mission-progress", async (request) => {
    const body = readBody(request);
    const member = await requireMemberNamed(context, body.merchant, body.username);
    const code = requireText(body, "mission");
    const mission = (await missionsOf(db, member.merchant, member.id)).find((row) => row.code === code);
    if (!mission) throw invalid(`${member.merchant} has no mission "${code}"`);
    const progress = wholeNumber(body, "progress", false) ?? mission.target;
    await setProgress(db, { memberId: member.id, missionId: mission.id, progress });
    if (optionalField<boolean>(body, "claimed", "boolean") === false) {
      await db.query(
        "UPDATE mission_progress SET claimed_at = NULL WHERE member_id = $1 AND mission_id = $2",
        [member.id, mission.id],
      );
    }
    const [now] = (await missionsOf(db, member.merchant, member.id)).filter((row) => row.id === mission.id);
    return ok({ mission: code, progress: now?.progress, target: mission.target, claimedAt: now?.claimed_at });
  });

  app.get<{ Params: { merchant: string; username: string } }>(
    "/__dev/points/:merchant/:username",
    async (request) => {
      const member = await requireMemberNamed(context, request.params.merchant, request.params.username);
      return ok({
        points: await pointsOf(db, member.id),
        redemptions: await redemptionsOf(db, member.id),
        missions: await missionsOf(db, member.merchant, member.id),
      });
    },
  );
};
