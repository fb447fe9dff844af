/**
 * The platform's legacy ciphers, kept in this one module (wire-contract.md, "Request encryption").
 * They are for compatibility only, not a security boundary: HTTPS is. Load this module with a
 * dynamic import so node-forge never reaches the first page.
 */
import forge from "node-forge/lib/forge";
import "node-forge/lib/des";
import "node-forge/lib/util";

/** Length of the DES key appended to an encoded customer-service path. */
export const CS_PATH_KEY_LENGTH = 8;

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
