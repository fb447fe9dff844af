/**
 * Google Identity Services' stand-in (development and test mode only; docs/dev-controls.md,
 * "Google one-tap"):
 *   GET /__dev/google-identity/client.js   the stand-in for https://accounts.google.com/gsi/client
 *   GET /__dev/google-identity/account?email=<e-mail>&name=<name>
 *       signs this browser in to the stand-in's "Google" as that account (a cookie, as Google's own
 *       session is); without an e-mail, signs it out, and one-tap is skipped as Google skips it
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { ok } from "../envelope";
import { invalid } from "./checks";

const STAND_IN_SOURCE = readFileSync(join(import.meta.dirname, "google-identity-stand-in.js"), "utf8");
export const GOOGLE_ACCOUNT_COOKIE = "wl_dev_google_account";

interface StandInAccount {
  email: string;
  name: string;
}

function accountOf(request: FastifyRequest): StandInAccount | null {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== GOOGLE_ACCOUNT_COOKIE) continue;
    try {
      const account = JSON.parse(decodeURIComponent(value.join("="))) as Partial<StandInAccount>;
      if (typeof account.email === "string" && typeof account.name === "string")
        return { email: account.email, name: account.name };
    } catch {
      // A cookie this control did not write: no account, as a signed-out browser.
    }
  }
  return null;
}

const query = (request: FastifyRequest, name: string) => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === "string" ? value.trim() : "";
};

export const googleIdentityControls: FastifyPluginAsync = async (app) => {
  app.get("/__dev/google-identity/client.js", async (request, reply) => {
    // The page's embedded config is not the script's to read: the account rides in with it.
    const settings = JSON.stringify({ account: accountOf(request) }).replace(/</g, "\\u003c");
    return reply
      .type("application/javascript; charset=utf-8")
      .header("cache-control", "no-store")
      .send(`var STAND_IN = ${settings};\n${STAND_IN_SOURCE}`);
  });

  app.get("/__dev/google-identity/account", async (request, reply) => {
    const email = query(request, "email");
    if (!email) {
      reply.header("set-cookie", `${GOOGLE_ACCOUNT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
      return ok({ account: null });
    }
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw invalid("email must be an e-mail address");
    const account = { email, name: query(request, "name") || (email.split("@")[0] ?? email) };
    const value = encodeURIComponent(JSON.stringify(account));
    reply.header("set-cookie", `${GOOGLE_ACCOUNT_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax`);
    return ok({ account });
  });
};
