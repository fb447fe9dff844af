/**
 * The platform's legacy symmetric cipher: DES in ECB mode with PKCS#7 padding, base64 out, keyed
 * by the first 8 bytes of a text key (wire contract, "Request encryption"). It is weak on purpose,
 * for compatibility only; it is kept in this one module so a stronger scheme can replace it later
 * without touching callers. The customer-service `path` of the status call uses it, and so do the
 * encrypted request bodies, whose DES key arrives under textbook RSA (no padding).
 *
 * node-forge does the RSA because Node 20's crypto refuses raw private-key operations of this kind
 * (toolchain gotcha 4); its BigInteger is enough for one modPow per request.
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

/** The RSA key whose modulus clients fetch from GET /wps/session/key/rsa. */
export interface RequestKeyPair {
  n: forge.jsbn.BigInteger;
  d: forge.jsbn.BigInteger;
  /** The modulus in lower-case hex, as sent to clients. */
  modulusHex: string;
}

export function requestKeyPairFrom(n: forge.jsbn.BigInteger, d: forge.jsbn.BigInteger): RequestKeyPair {
  return { n, d, modulusHex: n.toString(16) };
}

/** A fresh 1024-bit pair with exponent 65537, the size and exponent the platform's clients expect. */
export function generateRequestKeyPair(): RequestKeyPair {
  const { privateKey } = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  return requestKeyPairFrom(privateKey.n, privateKey.d);
}

/** Why an encrypted body was refused; request-body.ts turns it into decryption.err. */
export class DecryptionError extends Error {
  override name = "DecryptionError";
}

/** Hex as clients send it: maybe quoted (the key call quotes it), any case, nothing else. */
function parseHex(text: string, what: string): forge.jsbn.BigInteger {
  const hex = text.trim().replace(/^"(.*)"$/, "$1");
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new DecryptionError(`${what} is not hex`);
  return new forge.jsbn.BigInteger(hex, 16);
}

/** Whether the modulus a client names (header X-RSA) is this key's. */
export function isOwnModulus(modulusText: string, key: RequestKeyPair): boolean {
  try {
    return parseHex(modulusText, "X-RSA").equals(key.n);
  } catch {
    return false;
  }
}

/**
 * Undoes the client's textbook RSA: m = c^d mod n, whose big-endian bytes, leading zero bytes
 * dropped, are the ASCII characters of the request key. Anything but printable ASCII long enough
 * for DES means the client used another key or packed the text differently.
 */
export function rsaDecryptRequestKey(encryptionHex: string, key: RequestKeyPair): string {
  const c = parseHex(encryptionHex, "Encryption");
  if (c.compareTo(key.n) >= 0) throw new DecryptionError("Encryption is not below the modulus");
  const bytes = c.modPow(key.d, key.n).toByteArray();
  let start = 0;
  while (start < bytes.length && bytes[start] === 0) start++;
  // toByteArray gives signed bytes (-128..127); the text's bytes are 0..255.
  const text = String.fromCharCode(...bytes.slice(start).map((byte) => byte & 0xff));
  if (!/^[\x21-\x7e]{8,64}$/.test(text)) throw new DecryptionError("Encryption does not hold a request key");
  return text;
}

/** The request's real body: RSA gives the DES key, DES gives UTF-8 JSON, which must be an object. */
export function decryptRequestBody(
  encryptionHex: string,
  ciphertextBase64: string,
  key: RequestKeyPair,
): Record<string, unknown> {
  const desKeyText = rsaDecryptRequestKey(encryptionHex, key);
  let json: unknown;
  try {
    json = JSON.parse(desEcbDecrypt(ciphertextBase64, desKeyText));
  } catch (error) {
    throw new DecryptionError(`value does not decrypt to JSON with that key (${(error as Error).message})`);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new DecryptionError("value decrypts to JSON that is not an object");
  }
  return json as Record<string, unknown>;
}
