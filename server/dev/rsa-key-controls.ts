/**
 * A development control for the request-encryption key (docs/dev-controls.md, "RSA key"):
 *   POST /__dev/rsa-key { rotate: true }   a new key pair, as a redeploy of the backend makes
 *   POST /__dev/rsa-key { rotate: false }  back to the process's key
 * Pages that fetched the old modulus meet decryption.err on their next encrypted call; the
 * client then fetches the key again and retries once (engine/http/client.ts).
 */
import type { FastifyPluginAsync } from "fastify";
import { ok } from "../envelope";
import { readBody } from "../request-body";
import { invalid } from "./checks";

export const rsaKeyControls: FastifyPluginAsync = async (app) => {
  app.post("/__dev/rsa-key", async (request) => {
    const rotate = readBody(request).rotate;
    if (typeof rotate !== "boolean")
      throw invalid("rotate must be true (a new key) or false (the usual key)");
    const keys = app.requestKeys;
    if (!keys) throw invalid("this server has no request keys to rotate");
    if (rotate) keys.rotate();
    else keys.reset();
    return ok({ modulusHex: keys.current().modulusHex });
  });
};
