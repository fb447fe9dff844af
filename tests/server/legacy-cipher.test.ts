import forge from "node-forge";
import { describe, expect, it } from "vitest";
import {
  DecryptionError,
  decodeCustomerServicePath,
  decryptRequestBody,
  desEcbDecrypt,
  desEcbEncrypt,
  encodeCustomerServicePath,
  generateRequestKeyPair,
  isOwnModulus,
  randomCipherKey,
  requestKeyPairFrom,
  rsaDecryptRequestKey,
} from "../../server/legacy-cipher";
import { clientKey, desEncryptJson, rsaEncryptKeyHex } from "./client-cipher";

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

// A fixed 1024-bit key made once with `openssl genrsa 1024`; n and d read from `openssl rsa -text`.
// The expected ciphertexts were computed apart from this code: the RSA one with Python,
//   pow(int.from_bytes(b"Kx7Qm2Pz9Lw4Rt6Y", "big"), 65537, n)   (printed as lower-case hex)
// the DES one with OpenSSL,
//   printf '{"username":"demo","password":"Demo@1234","type":"username"}' |
//     openssl enc -des-ecb -K $(printf 'Kx7Qm2Pz' | xxd -p) -provider legacy -provider default | base64
const FIXED_N =
  "bf9f0bc44f36bb85be9bb1a441a4dc016d4644669da46f370b815e6399b72f33470c219c6c2bc3d0524360d173195273301c5cf1deddf83c7cc028dc8e907bee44692ac1f04790d58b024a09e8400d739d028a2e98e700aee499570b1077ddc27388e194f8abb04e1b2b4b393b61994ecb375e212b731783270091d6ccd20d93";
const FIXED_D =
  "13c7aa22487f00da6c738be1c5b8ebd0e5e3c3f9c7ba0a94e70622a52b5fe26a6ba20ff222a45de12a2cb458ca85c9a2044c5937ca66a552311a70dd5b860494c515a1e2b21b28767bc34315c30957be22111df5782aa005df5480ef0b9691750a2f53b0ade91eaee80d64c5359b1a099097dc3196c6de7bc966b655246ed879";
const FIXED_REQUEST_KEY = "Kx7Qm2Pz9Lw4Rt6Y";
const FIXED_ENCRYPTION =
  "b068140a2da4d0d8edfaceb12a4785d13f7c3f8d590d00de18e9692261edf165c113a08858f0bb58e8aea88d67a9ae557d08c6e66780a9afd403c861e0763071dde6d502ea21095a74018e6153695deea60704fd73f5457149d28993997a0a2682dc3edf35fd12dc14a7591e56afb70331a79264e762dd33110ba8c53e94d7be";
const FIXED_VALUE =
  "7FQJx4g45hZR83/HrJRkuGSY6NDuoBkCx7Blyh+BoaUo07E+yjJtVYbGNOTOicENEb8DsCW1eGb4xGEOue7n4A==";

const fixedPair = requestKeyPairFrom(
  new forge.jsbn.BigInteger(FIXED_N, 16),
  new forge.jsbn.BigInteger(FIXED_D, 16),
);

describe("request decryption (textbook RSA key, DES body)", () => {
  it("matches the independently computed known answers", () => {
    expect(rsaEncryptKeyHex(FIXED_REQUEST_KEY, FIXED_N)).toBe(FIXED_ENCRYPTION);
    expect(
      desEncryptJson({ username: "demo", password: "Demo@1234", type: "username" }, FIXED_REQUEST_KEY),
    ).toBe(FIXED_VALUE);
    expect(rsaDecryptRequestKey(FIXED_ENCRYPTION, fixedPair)).toBe(FIXED_REQUEST_KEY);
    expect(decryptRequestBody(FIXED_ENCRYPTION, FIXED_VALUE, fixedPair)).toEqual({
      username: "demo",
      password: "Demo@1234",
      type: "username",
    });
  });

  it("decrypts what the client encrypts with a fresh key pair, including non-ASCII text", () => {
    const pair = generateRequestKeyPair();
    expect(pair.modulusHex).toMatch(/^[0-9a-f]{256}$/);
    expect(pair.n.bitLength()).toBe(1024);
    const key = clientKey();
    const body = { username: "demo", nickname: "玩家 ✓", login: true, n: 3 };
    expect(
      decryptRequestBody(rsaEncryptKeyHex(key, pair.modulusHex), desEncryptJson(body, key), pair),
    ).toEqual(body);
  });

  it("takes Encryption hex in any case and without leading zeros, as jsbn prints it", () => {
    expect(rsaDecryptRequestKey(FIXED_ENCRYPTION.toUpperCase(), fixedPair)).toBe(FIXED_REQUEST_KEY);
    // A key whose ciphertext is short gets no leading zeros from the client: find one by trying.
    const pair = generateRequestKeyPair();
    for (let attempt = 0; attempt < 2000; attempt++) {
      const key = clientKey();
      const hex = rsaEncryptKeyHex(key, pair.modulusHex);
      if (hex.length < 256) {
        expect(rsaDecryptRequestKey(hex, pair)).toBe(key);
        return;
      }
    }
    throw new Error("no short ciphertext in 2000 tries (expected about one in 16)");
  });

  it("knows its own modulus, quoted or not, and no other", () => {
    expect(isOwnModulus(FIXED_N, fixedPair)).toBe(true);
    expect(isOwnModulus(`"${FIXED_N.toUpperCase()}"`, fixedPair)).toBe(true);
    expect(isOwnModulus(generateRequestKeyPair().modulusHex, fixedPair)).toBe(false);
    expect(isOwnModulus("not hex", fixedPair)).toBe(false);
  });

  it("refuses what does not decrypt to a JSON object", () => {
    const other = generateRequestKeyPair();
    const refusals = [
      // The key encrypted for another modulus decrypts to noise, not a key.
      () => decryptRequestBody(rsaEncryptKeyHex(FIXED_REQUEST_KEY, other.modulusHex), FIXED_VALUE, fixedPair),
      // The right key, but the body encrypted with another one: bad padding or not JSON.
      () => decryptRequestBody(FIXED_ENCRYPTION, desEncryptJson({ a: 1 }, "Zz9Yy8Xx7Ww6Vv5U"), fixedPair),
      () => decryptRequestBody(FIXED_ENCRYPTION, "not base64 at all!", fixedPair),
      () =>
        decryptRequestBody(FIXED_ENCRYPTION, desEncryptJson("just a string", FIXED_REQUEST_KEY), fixedPair),
      () => decryptRequestBody(FIXED_ENCRYPTION, desEncryptJson([1, 2], FIXED_REQUEST_KEY), fixedPair),
      () => decryptRequestBody("zz", FIXED_VALUE, fixedPair),
      () => decryptRequestBody(`${FIXED_N}00`, FIXED_VALUE, fixedPair),
    ];
    for (const refusal of refusals) expect(refusal).toThrow(DecryptionError);
  });
});
