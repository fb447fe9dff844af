/**
 * The server process's one RSA key pair for encrypted request bodies. Made on first use (a few
 * milliseconds: node-forge hands key generation to Node's native code), kept until the process
 * ends, so every Fastify instance of a process (the tests build several) shares it. A restart
 * makes a new one; clients fetch the modulus again when a call answers decryption.err.
 *
 * An instance may hold its own rotated pair instead (POST /__dev/rsa-key, as a redeploy would):
 * per instance, so a browser test rotating its test scope's key never breaks another's logins.
 */
import type { FastifyInstance } from "fastify";
import { generateRequestKeyPair, type RequestKeyPair } from "./legacy-cipher";

let keyPair: RequestKeyPair | undefined;

export function requestKeyPair(): RequestKeyPair {
  keyPair ??= generateRequestKeyPair();
  return keyPair;
}

/** The key an instance answers and decrypts with: its rotated one, else the process's. */
export class RequestKeys {
  private rotated: RequestKeyPair | undefined;

  current(): RequestKeyPair {
    return this.rotated ?? requestKeyPair();
  }

  rotate(): RequestKeyPair {
    this.rotated = generateRequestKeyPair();
    return this.rotated;
  }

  /** Back to the process's key (the development reset). */
  reset(): void {
    this.rotated = undefined;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    requestKeys?: RequestKeys;
  }
}

/** The key for a request's server (route plugins see the root's decoration). */
export function requestKeyOf(app: FastifyInstance): RequestKeyPair {
  return app.requestKeys?.current() ?? requestKeyPair();
}
