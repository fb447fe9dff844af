import { describe, expect, it } from "vitest";
import { decodeCustomerServicePath, desEcbDecrypt, desEcbEncrypt } from "../../engine/http/legacy-cipher";

// Known answers computed independently with OpenSSL 3:
//   printf '<plain>' | openssl enc -des-ecb -K $(printf '<key>' | xxd -p) -provider legacy -provider default -base64 -A
describe("legacy DES-ECB cipher", () => {
  it("matches OpenSSL's DES-ECB with PKCS#7 padding", () => {
    expect(desEcbEncrypt("hello", "k3yK3y99")).toBe("Bih2RW0yEvs=");
    expect(desEcbEncrypt("/wps/demo/chat?merchant=royal", "Ab3dE6gH")).toBe(
      "WchGY21+84HSnNxnRN8vg/3AeQawtebPZVwbYWYys5Y=",
    );
  });

  it("uses only the first 8 characters of a longer key", () => {
    expect(desEcbEncrypt("hello", "k3yK3y99-rest-ignored")).toBe("Bih2RW0yEvs=");
  });

  it("round-trips UTF-8 text", () => {
    expect(desEcbDecrypt(desEcbEncrypt("客服 ✓", "abcdefgh"), "abcdefgh")).toBe("客服 ✓");
  });

  it("decodes a customer-service path: ciphertext then its 8-character key", () => {
    expect(decodeCustomerServicePath("WchGY21+84HSnNxnRN8vg/3AeQawtebPZVwbYWYys5Y=Ab3dE6gH")).toBe(
      "/wps/demo/chat?merchant=royal",
    );
  });

  it("refuses a path encrypted with another key", () => {
    expect(() => decodeCustomerServicePath("WchGY21+84HSnNxnRN8vg/3AeQawtebPZVwbYWYys5Y=ZZZZZZZZ")).toThrow();
  });
});
