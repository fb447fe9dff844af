/**
 * Development control over the install-prompt settings, playing the merchant's back office
 * (development and test mode only; docs/dev-controls.md):
 *   POST /__dev/install-settings  { merchant, settings: { <name>: { enabled, value? } | null } }
 *        changes those settings (null gives one back to the merchant file); answers them all.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import type { InstallToggle } from "../data/install-settings";
import { ok } from "../envelope";
import { readBody } from "../request-body";
import { invalid, requireMerchantCode } from "./checks";

const SETTING_NAME = /^[a-z_]{1,40}$/;

function readToggle(name: string, raw: unknown): InstallToggle | null {
  if (raw === null) return null;
  if (typeof raw !== "object" || Array.isArray(raw))
    throw invalid(`settings.${name} must be { enabled, value? } or null`);
  const { enabled, value } = raw as { enabled?: unknown; value?: unknown };
  if (typeof enabled !== "boolean") throw invalid(`settings.${name}.enabled must be a boolean`);
  if (value !== undefined && value !== null && !["string", "number", "boolean"].includes(typeof value))
    throw invalid(`settings.${name}.value must be a string, number, boolean or null`);
  return { enabled, value: (value ?? null) as InstallToggle["value"] };
}

export const installControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  app.post("/__dev/install-settings", async (request) => {
    const body = readBody(request);
    const code = requireMerchantCode(context, body.merchant);
    const settings = body.settings;
    if (typeof settings !== "object" || settings === null || Array.isArray(settings))
      throw invalid("settings must be an object of setting names to { enabled, value? } or null");
    // Checked in full before anything changes.
    const changes: Record<string, InstallToggle | null> = {};
    for (const [name, raw] of Object.entries(settings)) {
      if (!SETTING_NAME.test(name)) throw invalid(`settings.${name} is not a setting name`);
      changes[name] = readToggle(name, raw);
    }
    context.installSettings.change(code, changes);
    const merchant = context.merchants.get(code);
    return ok(context.installSettings.of(code, merchant?.installSettings ?? {}));
  });
};
