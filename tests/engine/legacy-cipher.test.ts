import forge from "node-forge";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  decodeCustomerServicePath,
  desEcbDecrypt,
  desEcbEncrypt,
  encryptBody,
  randomKey,
  rsaEncryptKey,
  stripQuotes,
} from "../../engine/http/legacy-cipher";

afterEach(() => vi.restoreAllMocks());

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

// A throwaway 1024-bit test key, made once with `openssl genrsa 1024`; it protects nothing. Only its
// modulus and private exponent are kept, read with `openssl rsa -noout -modulus` and `-text`.
const MODULUS =
  "c606a304b4b517f802b6ab0593f92772c6495124a4461cb95b76d660010eba75785f860753c0eb5c12f95362fc97e8f763dd" +
  "d1c11171aa5abeffa050b7aa5a0b9020021d06333f8bde9988bd3bc927c107043e5912cd94d0de1a03b978406598bb05b41e" +
  "01b64699013e9eea17882a47e16d2775aebcc42d85186d605adea75f";
const PRIVATE_EXPONENT =
  "9615159c4d712af756e726fb15493272b48180b42aa4d0c452e3e059e6b348f21b071ac796dc9204b884aa844d38bce23298" +
  "3d8efc2f8f93334afe2feee377561246afed631095add6c6b9d25e8ebbd6de00ef2649f4bfd34676628727a9443b9cbf8d10" +
  "c2d69a8eac44632613fe5a1171a5975a448c89f9057e9c1fd21e4c31";

/** Raw RSA decryption (c^d mod n) with node-forge's BigInteger, as the server does: no padding to remove. */
function rsaDecryptKey(hex: string): string {
  const { BigInteger } = forge.jsbn;
  const plain = new BigInteger(hex, 16)
    .modPow(new BigInteger(PRIVATE_EXPONENT, 16), new BigInteger(MODULUS, 16))
    .toString(16);
  return forge.util.hexToBytes(plain.length % 2 ? `0${plain}` : plain);
}

// RSA known answers computed independently with Python's integers (no library involved):
//   python3 -c 'print(format(pow(int.from_bytes(b"<key>","big"), 0x10001, int("<MODULUS>",16)),"x"))'
describe("legacy RSA of the request key", () => {
  it("the fixture's exponents invert each other", () => {
    const { BigInteger } = forge.jsbn;
    const n = new BigInteger(MODULUS, 16);
    const m = new BigInteger("123456789abcdef", 16);
    const c = m.modPow(new BigInteger("10001", 16), n);
    expect(c.modPow(new BigInteger(PRIVATE_EXPONENT, 16), n).equals(m)).toBe(true);
  });

  it("encrypts the big-endian integer of the key's ASCII bytes, lower-case hex", () => {
    expect(rsaEncryptKey("Ab3dE6gH9jK2mN5p", MODULUS)).toBe(
      "1c44f8b809f504a9e777df2f88192f8eba155bc44ade62950e8449ab6b1c2e3d4f0cdaf4874376fccbd2decbfde8acba607517d74ccd594da74096e29b1603b9c8234aa3a064a5abbe231a99e836895f94b20364d648fb5065e7569026c36e33ef42465d568ac6e08744b7a495c2baf277db7182333df681fd2a0b6a74623540",
    );
  });

  it("does not pad a result with a leading zero digit (255 hex digits here, as Python prints it)", () => {
    const hex = rsaEncryptKey("Zx70013QwErTyUiO", MODULUS);
    expect(hex).toBe(
      "e27590846546fe72cb2bd76d251b200dc2b30a3bcad908de18b4d432b1f0864eaa560b6dbc40a5fc6b09b2ddc25a2e62959b08352d8e1783169a1b88fdd8541672d91d48fc25e6d95619488e8ff4a207de9d305bd7c53b680c20da1023664ac97485601fa70399a46733d47c69307c07b53a6b19e202a3447ceb9d9b1dcc29c",
    );
    expect(hex).toHaveLength(255);
  });

  it("round-trips: raw RSA decryption with the private key gives the key back", () => {
    for (let i = 0; i < 5; i++) {
      const key = randomKey();
      expect(rsaDecryptKey(rsaEncryptKey(key, MODULUS))).toBe(key);
    }
  });

  it("refuses a key that is not 16 letters or digits, and a modulus that is not hex or too small", () => {
    expect(() => rsaEncryptKey("short", MODULUS)).toThrow(/16 letters or digits/);
    expect(() => rsaEncryptKey("Ab3dE6gH9jK2mN5!", MODULUS)).toThrow(/16 letters or digits/);
    expect(() => rsaEncryptKey("Ab3dE6gH9jK2mN5p", "<html>")).toThrow(/not a hex modulus/);
    expect(() => rsaEncryptKey("Ab3dE6gH9jK2mN5p", "ffff")).toThrow(/too small/);
  });
});

describe("the request key", () => {
  it("is 16 letters or digits, fresh each time", () => {
    const keys = new Set(Array.from({ length: 200 }, () => randomKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it("comes from crypto.getRandomValues, redrawing bytes that would bias the alphabet", () => {
    let call = 0;
    const spy = vi.spyOn(globalThis.crypto, "getRandomValues").mockImplementation((array) => {
      // First draw: only bytes >= 248, all refused. Second: byte 63 → index 63 % 62 = 1 → "B".
      (array as Uint8Array).fill(call++ === 0 ? 255 : 63);
      return array;
    });
    expect(randomKey()).toBe("BBBBBBBBBBBBBBBB");
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe("encryptBody", () => {
  // DES values: the OpenSSL command at the top of this file over the exact JSON text, keyed by
  // the key's first 8 characters ("Ab3dE6gH", "Zx70013Q").
  it("pins every byte of a request: DES body, RSA key, modulus echoed without its quotes", () => {
    const encrypted = encryptBody(
      { username: "demo", password: "secret1", type: "username" },
      `"${MODULUS}"`,
      "Ab3dE6gH9jK2mN5p",
    );
    const value = "g1ib9HACRtn7w3zjcoumga5Ri4hP+nk01a3ZwDIxXILTv9aQ/P2Spo0YEA9ZPvUrZ7RceqM7WXFJecaTL4NGRw==";
    expect(encrypted).toEqual({
      value,
      headers: {
        Encryption: rsaEncryptKey("Ab3dE6gH9jK2mN5p", MODULUS),
        "X-Digest": value,
        "X-RSA": MODULUS,
      },
    });
    expect(encrypted.headers.Encryption.startsWith("1c44f8b809f504a9")).toBe(true);
  });

  it("encodes the JSON as UTF-8", () => {
    const { value } = encryptBody({ mobileNum: "0912345678", captcha: "客服✓" }, MODULUS, "Zx70013QwErTyUiO");
    expect(value).toBe("9fhrmISZ2/RpZ93ZsHhUH9GnkoXpynaxEtIjnoRqqdAJtQkq9N8QIc15mhG82uYVMfBx4AVwnyg=");
  });

  it("encrypts an absent body as {}", () => {
    expect(encryptBody(undefined, MODULUS, "Ab3dE6gH9jK2mN5p").value).toBe("xDvLRXq2eZs=");
  });

  it("with a random key, the private key's holder recovers key and body", () => {
    const body = { password: "pässword", n: 1 };
    const { value, headers } = encryptBody(body, MODULUS);
    const key = rsaDecryptKey(headers.Encryption);
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(JSON.parse(desEcbDecrypt(value, key))).toEqual(body);
  });
});

describe("stripQuotes", () => {
  it("removes one pair of surrounding quotes and whitespace, nothing else", () => {
    expect(stripQuotes('"abc123"')).toBe("abc123");
    expect(stripQuotes(' "ABC"\n')).toBe("ABC");
    expect(stripQuotes("abc")).toBe("abc");
    expect(stripQuotes('"')).toBe('"');
  });
});
