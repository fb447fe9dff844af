/**
 * The client's half of the request encryption, written here from the wire contract alone (not
 * from server/legacy-cipher.ts), so the server is tested against an independent implementation:
 * RSA: the 16-character key's ASCII bytes as a big-endian integer, to the power 65537 mod n, hex.
 * DES-ECB with PKCS#7 padding, keyed by the key's first 8 bytes, over the UTF-8 JSON, base64.
 */
import { randomInt } from "node:crypto";
import forge from "node-forge";

const LETTERS_AND_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function clientKey(): string {
  return Array.from({ length: 16 }, () => LETTERS_AND_DIGITS[randomInt(LETTERS_AND_DIGITS.length)]).join("");
}

export function rsaEncryptKeyHex(key: string, modulusHex: string): string {
  const n = new forge.jsbn.BigInteger(modulusHex, 16);
  const m = new forge.jsbn.BigInteger(Buffer.from(key, "ascii").toString("hex"), 16);
  return m.modPow(new forge.jsbn.BigInteger("10001", 16), n).toString(16);
}

export function desEncryptJson(body: unknown, key: string): string {
  const cipher = forge.cipher.createCipher("DES-ECB", forge.util.createBuffer(key.slice(0, 8)));
  cipher.start();
  cipher.update(forge.util.createBuffer(Buffer.from(JSON.stringify(body), "utf8").toString("binary")));
  cipher.finish();
  return Buffer.from(cipher.output.getBytes(), "binary").toString("base64");
}

/** The body and headers of an encrypted request for this modulus. */
export function encryptRequest(body: unknown, modulusHex: string, key = clientKey()) {
  const value = desEncryptJson(body, key);
  return {
    body: { value },
    headers: { encryption: rsaEncryptKeyHex(key, modulusHex), "x-digest": value, "x-rsa": modulusHex },
  };
}
