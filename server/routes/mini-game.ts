/**
 * GET /mini-game/<v1|s1>/mini-game.js — the platform's mini-game script (docs/mini-game.md). The
 * real platform serves its game here; the reference backend serves a small playable demo in
 * every mode, because the game is the platform's asset, not a development stand-in: a
 * production-mode server without it would be a platform without its mini-game. Any query (the
 * app's cache-busting `t`) is accepted; the answer itself may be cached only briefly.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyPluginAsync } from "fastify";

const SOURCE = readFileSync(join(import.meta.dirname, "../demo/mini-game.js"), "utf8");
const VARIANTS = new Set(["v1", "s1"]);

export function miniGameScript(variant: string): string | null {
  return VARIANTS.has(variant) ? SOURCE.replaceAll("__VARIANT__", variant) : null;
}

export const miniGameRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { variant: string } }>("/mini-game/:variant/mini-game.js", async (request, reply) => {
    const script = miniGameScript(request.params.variant);
    if (!script)
      return reply.code(404).type("text/plain; charset=utf-8").send("No such mini-game variant (v1, s1)\n");
    return reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(script);
  });
};
