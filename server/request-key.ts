/**
 * The server process's one RSA key pair for encrypted request bodies. Made on first use (a few
 * milliseconds: node-forge hands key generation to Node's native code), kept until the process
 * ends, so every Fastify instance of a process (the tests build several) shares it. A restart
 * makes a new one; clients fetch the modulus before each encrypted call, so nothing breaks.
 */
import { generateRequestKeyPair, type RequestKeyPair } from "./legacy-cipher";

let keyPair: RequestKeyPair | undefined;

export function requestKeyPair(): RequestKeyPair {
  keyPair ??= generateRequestKeyPair();
  return keyPair;
}
