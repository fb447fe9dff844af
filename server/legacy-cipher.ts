/**
 * The platform's legacy symmetric cipher: DES in ECB mode with PKCS#7 padding, base64 out, keyed
 * by the first 8 bytes of a text key (wire contract, "Request encryption"). It is weak on purpose,
 * for compatibility only; it is kept in this one module so a stronger scheme can replace it later
 * without touching callers. The customer-service `path` of the status call uses it, and the
 * encrypted request bodies of a later issue will too.
 */
import { randomInt } from "node:crypto";
import forge from "node-forge";

const KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const CS_KEY_LENGTH = 8;

/** DES uses 8 key bytes; longer keys (the request scheme draws 16 characters) are cut. */
function desKey(key: string): string {
  const bytes = forge.util.encodeUtf8(key);
  if (bytes.length < 8) throw new Error("A DES key needs at least 8 bytes");
  return bytes.slice(0, 8);
}

export function desEcbEncrypt(plainText: string, key: string): string {
  const cipher = forge.cipher.createCipher("DES-ECB", desKey(key));
  cipher.start();
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(plainText)));
  cipher.finish(); // applies PKCS#7 padding
  return forge.util.encode64(cipher.output.getBytes());
}

export function desEcbDecrypt(base64: string, key: string): string {
  const decipher = forge.cipher.createDecipher("DES-ECB", desKey(key));
  decipher.start();
  decipher.update(forge.util.createBuffer(forge.util.decode64(base64)));
  // finish() checks and strips the padding; false means a wrong key or a damaged ciphertext.
  if (!decipher.finish()) throw new Error("DES-ECB: bad padding (wrong key or damaged ciphertext)");
  return forge.util.decodeUtf8(decipher.output.getBytes());
}

export function randomCipherKey(length = CS_KEY_LENGTH): string {
  let key = "";
  for (let i = 0; i < length; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** Customer-service path as the platform sends it: base64(DES-ECB(url)) followed by the 8-character key. */
export function encodeCustomerServicePath(url: string, key = randomCipherKey()): string {
  if (key.length !== CS_KEY_LENGTH) throw new Error(`The path key must have ${CS_KEY_LENGTH} characters`);
  return desEcbEncrypt(url, key) + key;
}

export function decodeCustomerServicePath(encoded: string): string {
  if (encoded.length <= CS_KEY_LENGTH) throw new Error("Encoded path too short");
  const cut = encoded.length - CS_KEY_LENGTH;
  return desEcbDecrypt(encoded.slice(0, cut), encoded.slice(cut));
}
