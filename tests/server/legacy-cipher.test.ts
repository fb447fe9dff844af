import { describe, expect, it } from "vitest";
import {
  decodeCustomerServicePath,
  desEcbDecrypt,
  desEcbEncrypt,
  encodeCustomerServicePath,
  randomCipherKey,
} from "../../server/legacy-cipher";

// Known answers computed independently with OpenSSL 3.0 (DES needs its legacy provider), padding
// the plain text by hand to a multiple of 8 with PKCS#7 bytes and telling OpenSSL not to pad:
//   (printf '/wps/demo/chat?merchant=royal'; printf '\x03\x03\x03') |
//     openssl enc -des-ecb -K $(printf 'Kx7Qm2Pz' | xxd -p) -nopad -provider legacy -provider default | base64
//   (printf '12345678'; printf '\x08%.0s' 1 2 3 4 5 6 7 8) | openssl enc -des-ecb -K … -nopad … | base64
// and cross-checked with OpenSSL's own padding (same command without -nopad and manual bytes).
describe("legacy DES-ECB cipher", () => {
  it("matches OpenSSL's DES-ECB with PKCS#7 padding", () => {
    expect(desEcbEncrypt("/wps/demo/chat?merchant=royal", "Kx7Qm2Pz")).toBe(
      "hCWHF47hYMl8Yo+VZjYZAspInYryt+bUO3g/+jxA/Hw=",
    );
    // A full block of plain text gets a whole block of padding.
    expect(desEcbEncrypt("12345678", "Kx7Qm2Pz")).toBe("kKZ+9fWRd/jA78cGrs4EfA==");
  });

  it("encrypts the UTF-8 bytes of the text", () => {
    // printf '/wps/demo/chat?merchant=royal&title=客服' | openssl enc -des-ecb -K … (OpenSSL padding)
    expect(desEcbEncrypt("/wps/demo/chat?merchant=royal&title=客服", "Kx7Qm2Pz")).toBe(
      "hCWHF47hYMl8Yo+VZjYZAspInYryt+bUql6AoRQ7IdWe5R5+DZ7BF9HGFkS75oP2",
    );
    expect(
      desEcbDecrypt("hCWHF47hYMl8Yo+VZjYZAspInYryt+bUql6AoRQ7IdWe5R5+DZ7BF9HGFkS75oP2", "Kx7Qm2Pz"),
    ).toBe("/wps/demo/chat?merchant=royal&title=客服");
  });

  it("keys DES with the first 8 bytes of a longer key, as the 16-character request keys are", () => {
    expect(desEcbEncrypt("12345678", "Kx7Qm2Pz-anything-after")).toBe("kKZ+9fWRd/jA78cGrs4EfA==");
  });

  it("encodes a customer-service path as ciphertext followed by its 8-character key", () => {
    expect(encodeCustomerServicePath("/wps/demo/chat?merchant=royal", "Kx7Qm2Pz")).toBe(
      "hCWHF47hYMl8Yo+VZjYZAspInYryt+bUO3g/+jxA/Hw=Kx7Qm2Pz",
    );
  });

  it("decodes what it encodes, with a fresh random key each time", () => {
    const url = "/wps/demo/chat?merchant=sunrise";
    const first = encodeCustomerServicePath(url);
    const second = encodeCustomerServicePath(url);
    expect(first).not.toBe(second);
    expect(first.slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(decodeCustomerServicePath(first)).toBe(url);
    expect(decodeCustomerServicePath(second)).toBe(url);
    expect(randomCipherKey(16)).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it("refuses a path whose key does not match its ciphertext", () => {
    expect(() => decodeCustomerServicePath("hCWHF47hYMl8Yo+VZjYZAspInYryt+bUO3g/+jxA/Hw=ZZZZZZZZ")).toThrow();
  });
});
