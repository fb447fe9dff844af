/**
 * Development customer-service and chat controls (development and test mode only; see
 * docs/dev-controls.md and docs/customer-service.md):
 *   GET  /__dev/chat-providers/:provider.js   a chat provider's stand-in script (livechat, comm100,
 *                                             comm100vip, aican, miduoke)
 *   POST /__dev/chat   { merchant, entries?: unknown[] | null, launch?: { newWindow?, withoutUrl?, chatUrl? } | null,
 *                        provider?: { scriptFails?, scriptDelayMs?, neverReady?, showsError? } }
 * (The unread count has its own control, POST /__dev/unread in member-controls.ts.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyPluginAsync } from "fastify";
import type { ServerContext } from "../context";
import { CS_TYPES } from "../data/chat-settings";
import { ok } from "../envelope";
import { optionalField, readBody } from "../request-body";
import { invalid, requireMerchantCode } from "./checks";

const STAND_IN_SOURCE = readFileSync(join(import.meta.dirname, "chat-provider-stand-in.js"), "utf8");
/** Longer than the client's script limit (CS_SCRIPT_TIMEOUT_MS), short enough not to hang a test run. */
const MAX_SCRIPT_DELAY_MS = 30_000;

function objectOrNull(value: unknown, name: string): Record<string, unknown> | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== "object" || Array.isArray(value)) throw invalid(`${name} must be an object or null`);
  return value as Record<string, unknown>;
}

export const chatControls: FastifyPluginAsync<ServerContext> = async (app, context) => {
  app.get("/__dev/chat-providers/:file", async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const csType = CS_TYPES.find((type) => `${type.toLowerCase()}.js` === file);
    if (!csType)
      throw invalid(`no stand-in named ${file}; known: ${CS_TYPES.map((t) => t.toLowerCase()).join(", ")}`);
    const behaviour = context.chat.provider;
    if (behaviour.scriptDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, behaviour.scriptDelayMs));
    if (behaviour.scriptFails) return reply.code(503).type("text/plain").send("stand-in switched off");
    const settings = JSON.stringify({
      csType,
      neverReady: behaviour.neverReady,
      showsError: behaviour.showsError,
    });
    return reply
      .type("application/javascript; charset=utf-8")
      .header("cache-control", "no-store")
      .header("access-control-allow-origin", "*")
      .send(`var CHAT_STAND_IN = ${settings};\n${STAND_IN_SOURCE}`);
  });

  app.post("/__dev/chat", async (request) => {
    const body = readBody(request);
    const code = requireMerchantCode(context, body.merchant);
    if (body.entries !== undefined) {
      if (body.entries !== null && !Array.isArray(body.entries))
        throw invalid("entries must be a list or null");
      // Sent exactly as given: a test hands the client the malformed entries it must survive.
      context.chat.setEntries(code, body.entries as unknown[] | null);
    }
    const launch = objectOrNull(body.launch, "launch");
    if (launch === null) context.chat.setLaunch(code, null);
    else if (launch) {
      const change = {
        newWindow: optionalField<boolean>(launch, "newWindow", "boolean"),
        withoutUrl: optionalField<boolean>(launch, "withoutUrl", "boolean"),
        chatUrl: optionalField<string>(launch, "chatUrl", "string"),
      };
      context.chat.setLaunch(
        code,
        Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)),
      );
    }
    const provider = objectOrNull(body.provider, "provider");
    if (provider) {
      const scriptDelayMs = optionalField<number>(provider, "scriptDelayMs", "number");
      if (
        scriptDelayMs !== undefined &&
        (!Number.isInteger(scriptDelayMs) || scriptDelayMs < 0 || scriptDelayMs > MAX_SCRIPT_DELAY_MS)
      )
        throw invalid(`provider.scriptDelayMs must be an integer from 0 to ${MAX_SCRIPT_DELAY_MS}`);
      const change = {
        scriptDelayMs,
        scriptFails: optionalField<boolean>(provider, "scriptFails", "boolean"),
        neverReady: optionalField<boolean>(provider, "neverReady", "boolean"),
        showsError: optionalField<boolean>(provider, "showsError", "boolean"),
      };
      const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
      context.chat.provider = { ...context.chat.provider, ...given };
    } else if (provider === null) context.chat.provider = { ...context.chat.clearedProvider() };
    return ok({
      merchant: code,
      entries: context.chat.entriesFor(code, context.merchants.get(code)?.customerService ?? []),
      launch: context.chat.launchOf(code),
      provider: context.chat.provider,
    });
  });
};
