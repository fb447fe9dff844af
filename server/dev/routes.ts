/**
 * Development controls under /__dev/ (registered only in development and test mode; in
 * production these paths do not exist and answer 404):
 *   POST   /__dev/state   { merchant, maintenance?, maintenanceEnd?, description?, regionRestriction? }
 *   POST   /__dev/faults  { path, status?, errorCode?, message?, times? } or { path, drop: true, times? }
 *   DELETE /__dev/faults
 *   POST   /__dev/reset   empties the database, seeds it again and clears the faults
 * Each answers the usual envelope.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { updateMerchantState } from "../data/merchant-state";
import { clearData } from "../db";
import { ErrorCode, ok, WpsError } from "../envelope";
import { optionalField, readBody } from "../request-body";
import { seedAll } from "../seed";
import type { FaultBook } from "./faults";

interface DevOptions extends ServerContext {
  faults: FaultBook;
}

function invalid(message: string): WpsError {
  return new WpsError(400, ErrorCode.requestParamErr, message);
}

export const devRoutes: FastifyPluginAsync<DevOptions> = async (app, options) => {
  const { db, merchants, faults } = options;

  app.post("/__dev/state", async (request) => {
    const body = readBody(request);
    const code = optionalField<string>(body, "merchant", "string");
    if (!code || !merchants.has(code))
      throw invalid(`merchant must be one of: ${[...merchants.keys()].join(", ")}`);
    const change = {
      maintenance: optionalField<boolean>(body, "maintenance", "boolean"),
      maintenanceEnd: optionalField<number | null>(body, "maintenanceEnd", "number", true),
      description: optionalField<string | null>(body, "description", "string", true),
      regionRestriction: optionalField<boolean>(body, "regionRestriction", "boolean"),
    };
    const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    return ok(await updateMerchantState(db, code, given));
  });

  app.post("/__dev/faults", async (request) => {
    const body = readBody(request);
    const path = optionalField<string>(body, "path", "string");
    if (!path?.startsWith("/")) throw invalid("path must be a request path starting with /");
    const status = optionalField<number>(body, "status", "number") ?? 500;
    if (!Number.isInteger(status) || status < 100 || status > 599)
      throw invalid("status must be an HTTP status");
    const times = optionalField<number>(body, "times", "number") ?? null;
    if (times !== null && (!Number.isInteger(times) || times < 1))
      throw invalid("times must be a positive integer");
    const fault = {
      path,
      status,
      errorCode: optionalField<string>(body, "errorCode", "string"),
      message: optionalField<string>(body, "message", "string"),
      drop: optionalField<boolean>(body, "drop", "boolean") ?? false,
      times,
    };
    faults.add(fault);
    return ok(fault);
  });

  app.delete("/__dev/faults", async () => {
    faults.clear();
    return ok(true);
  });

  app.post("/__dev/reset", async () => {
    faults.clear();
    await clearData(db);
    await seedAll(db, merchants.values());
    return ok(true);
  });
};
