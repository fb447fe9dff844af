/**
 * The platform's legacy ciphers, kept in this one module (wire-contract.md, "Request encryption").
 * They are for compatibility only, not a security boundary: HTTPS is. Load this module with a
 * dynamic import so node-forge never reaches the first page. A stronger scheme can replace
 * `encryptBody` later without touching callers.
 */
import forge from "node-forge/lib/forge";
import "node-forge/lib/des";
import "node-forge/lib/jsbn";
import "node-forge/lib/util";
import { RSA_EXPONENT_HEX } from "../constants";
import { parseModulusHex } from "./rsa-modulus";

// Re-exported so the legacy scheme's whole surface is importable from here.
export { stripQuotes } from "./rsa-modulus";

/** Length of the DES key appended to an encoded customer-service path. */
export const CS_PATH_KEY_LENGTH = 8;

/** The per-request key: 16 characters drawn from letters and digits (step 2). */
export const REQUEST_KEY_LENGTH = 16;
const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const REQUEST_KEY_PATTERN = /^[A-Za-z0-9]{16}$/;

const EXPONENT = new forge.jsbn.BigInteger(RSA_EXPONENT_HEX, 16);

/** DES-ECB with PKCS#7 padding, keyed by the first 8 bytes of `key`, over UTF-8 text; base64 out. */
export function desEcbEncrypt(plain: string, key: string): string {
  const cipher = forge.cipher.createCipher("DES-ECB", forge.util.createBuffer(key.slice(0, 8)));
  cipher.start();
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(plain)));
  cipher.finish();
  return forge.util.encode64(cipher.output.getBytes());
}

export function desEcbDecrypt(base64: string, key: string): string {
  const decipher = forge.cipher.createDecipher("DES-ECB", forge.util.createBuffer(key.slice(0, 8)));
  decipher.start();
  decipher.update(forge.util.createBuffer(forge.util.decode64(base64)));
  if (!decipher.finish()) throw new Error("bad padding: the text was not encrypted with this key");
  return forge.util.decodeUtf8(decipher.output.getBytes());
}

/** A customer-service `path` from the status call: base64(DES-ECB(url)) followed by its 8-character key. */
export function decodeCustomerServicePath(path: string): string {
  if (path.length <= CS_PATH_KEY_LENGTH) throw new Error("encoded path too short");
  const key = path.slice(-CS_PATH_KEY_LENGTH);
  return desEcbDecrypt(path.slice(0, -CS_PATH_KEY_LENGTH), key);
}

/**
 * A fresh request key from the platform's CSPRNG. Bytes of 248 and above are redrawn so each of
 * the 62 characters is equally likely (248 = 4 × 62; a plain modulo would favour the first eight).
 */
export function randomKey(): string {
  let key = "";
  const bytes = new Uint8Array(32);
  while (key.length < REQUEST_KEY_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < 248 && key.length < REQUEST_KEY_LENGTH) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}

/**
 * Textbook RSA (no padding) of the request key, as the platform's old RSA.js client did: that
 * library encrypted the key reversed but packed characters little-endian, which together make
 * the message the big-endian integer of the original key's ASCII bytes. Output is lower-case
 * hex without leading zeros (jsbn's own form, so occasionally 255 digits for a 1024-bit
 * modulus): the server reads it as an integer, where leading zeros carry nothing.
 */
export function rsaEncryptKey(key: string, modulusHex: string): string {
  if (!REQUEST_KEY_PATTERN.test(key)) throw new Error("the request key must be 16 letters or digits");
  const modulus = new forge.jsbn.BigInteger(parseModulusHex(modulusHex), 16);
  const message = new forge.jsbn.BigInteger(forge.util.bytesToHex(key), 16);
  // Without padding, a message not below the modulus would not survive the round trip.
  if (message.compareTo(modulus) >= 0) throw new Error("the RSA modulus is too small for the key");
  return message.modPow(EXPONENT, modulus).toString(16);
}

export interface EncryptedBody {
  /** The request body's only field: base64 of DES-ECB over the JSON. */
  value: string;
  headers: { Encryption: string; "X-Digest": string; "X-RSA": string };
}

/**
 * The whole legacy request scheme for one body: DES-ECB/PKCS#7 over its UTF-8 JSON keyed by the
 * key's first 8 bytes, the key RSA-encrypted for the server. X-RSA carries the modulus as fetched
 * with any quotes removed. An absent body encrypts as `{}`, which the server reads as no fields.
 */
export function encryptBody(body: unknown, modulusHex: string, key = randomKey()): EncryptedBody {
  const modulus = parseModulusHex(modulusHex);
  const value = desEcbEncrypt(JSON.stringify(body === undefined ? {} : body), key);
  return {
    value,
    headers: { Encryption: rsaEncryptKey(key, modulus), "X-Digest": value, "X-RSA": modulus },
  };
}
