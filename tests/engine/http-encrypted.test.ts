import { generateKeyPairSync } from "node:crypto";
import forge from "node-forge";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_REQUEST_TIMEOUT_MS } from "../../engine/constants";
import { HttpClient } from "../../engine/http/client";
import { ApiError } from "../../engine/http/envelope";
import { desEcbDecrypt } from "../../engine/http/legacy-cipher";

type Call = { url: string; init: RequestInit };
const KEY_PATH = "/wps/session/key/rsa";

// A fresh 1024-bit pair per run (native, milliseconds); the test plays the server's part with it.
let modulusHex = "";
let privateExponent: forge.jsbn.BigInteger;
beforeAll(() => {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: "jwk" });
  const hex = (b64url: string | undefined) => Buffer.from(b64url ?? "", "base64url").toString("hex");
  modulusHex = hex(jwk.n).replace(/^0+/, "");
  privateExponent = new forge.jsbn.BigInteger(hex(jwk.d), 16);
});

/** What the server does with an encrypted request: raw RSA for the key, then DES for the body. */
function decryptRequest(call: Call): unknown {
  const headers = new Headers(call.init.headers);
  const modulus = new forge.jsbn.BigInteger(headers.get("X-RSA") ?? "", 16);
  const keyHex = new forge.jsbn.BigInteger(headers.get("Encryption") ?? "", 16)
    .modPow(privateExponent, modulus)
    .toString(16);
  const key = forge.util.hexToBytes(keyHex);
  const { value } = JSON.parse(String(call.init.body)) as { value: string };
  expect(headers.get("X-Digest")).toBe(value);
  return JSON.parse(desEcbDecrypt(value, key));
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A fake backend: the key call answers `keyAnswer()`, every other call an empty success. */
function setup(keyAnswer: () => Promise<Response> | Response = () => new Response(`"${modulusHex}"`)) {
  const keyCalls: Call[] = [];
  const calls: Call[] = [];
  const onFailure = vi.fn();
  const client = new HttpClient({
    fetch: (async (url: string, init: RequestInit) => {
      const call = { url, init };
      if (url.startsWith(KEY_PATH)) {
        keyCalls.push(call);
        return keyAnswer();
      }
      calls.push(call);
      return json({ success: true, value: { ok: true } });
    }) as typeof fetch,
    baseUrl: "",
    merchant: () => "royal",
    language: () => "CN",
    token: () => "tok-123",
    onFailure,
  });
  return { client, keyCalls, calls, onFailure };
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

afterEach(() => vi.useRealTimers());

describe("encrypted requests", () => {
  it("fetch the key once for two concurrent calls, with a timestamp and no-cache", async () => {
    const { client, keyCalls, calls } = setup();
    const before = Date.now();
    await Promise.all([
      client.request("/wps/session/login", { method: "POST", body: { a: 1 }, encrypted: true }),
      client.request("/wps/member/register", { method: "PUT", body: { b: 2 }, encrypted: true }),
    ]);
    expect(keyCalls).toHaveLength(1);
    const [, stamp] = keyCalls[0]?.url.match(/^\/wps\/session\/key\/rsa\?_=(\d+)$/) ?? [];
    expect(Number(stamp)).toBeGreaterThanOrEqual(before);
    expect(Number(stamp)).toBeLessThanOrEqual(Date.now());
    expect(keyCalls[0]?.init.method).toBe("GET");
    expect(header(keyCalls[0], "Cache-Control")).toBe("no-cache");
    expect(header(keyCalls[0], "Merchant")).toBe("royal");
    expect(calls).toHaveLength(2);

    // Kept for the life of the page: a later call does not ask again.
    await client.request("/wps/session/login", { method: "POST", body: {}, encrypted: true });
    expect(keyCalls).toHaveLength(1);
  });

  it("send body { value } and the three headers, which the private key's holder can read", async () => {
    const { client, calls } = setup();
    const body = { username: "demo", password: "密码 secret", type: "username" };
    await expect(
      client.request("/wps/session/login", { method: "POST", body, encrypted: true, moduleId: "COMM3" }),
    ).resolves.toEqual({ ok: true });
    const call = calls[0];
    expect(Object.keys(JSON.parse(String(call?.init.body)))).toEqual(["value"]);
    expect(header(call, "X-RSA")).toBe(modulusHex); // the quotes of the key answer are stripped
    expect(header(call, "Encryption")).toMatch(/^[0-9a-f]+$/);
    expect(decryptRequest(call as Call)).toEqual(body);
    expect(header(call, "Merchant")).toBe("royal");
    expect(header(call, "Language")).toBe("CN");
    expect(header(call, "Authorization")).toBe("tok-123");
    expect(header(call, "ModuleId")).toBe("COMM3");
    expect(header(call, "Content-Type")).toBe("application/json");
  });

  it("reject with NO RSA KEY when the key call fails, report it once, and fetch again next time", async () => {
    let answer = () => new Response("gateway error", { status: 502 });
    const { client, keyCalls, calls, onFailure } = setup(() => answer());
    const error = await client
      .request("/wps/session/login", { method: "POST", body: {}, encrypted: true })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "malformed", message: "NO RSA KEY" });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);

    answer = () => new Response(modulusHex);
    await expect(
      client.request("/wps/session/login", { method: "POST", body: {}, encrypted: true }),
    ).resolves.toEqual({ ok: true });
    expect(keyCalls).toHaveLength(2);
  });

  it("treat an unreachable key call and a body that is not a modulus as no key", async () => {
    const unreachable = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    const notHex = setup(() => new Response("<html>login</html>"));
    for (const { client } of [unreachable, notHex]) {
      await expect(
        client.request("/wps/session/login", { method: "POST", body: {}, encrypted: true }),
      ).rejects.toMatchObject({ message: "NO RSA KEY" });
    }
  });

  it("give up on a silent key call after the default timeout, as NO RSA KEY", async () => {
    vi.useFakeTimers();
    // The key call never answers; like a real fetch, it rejects when its signal aborts.
    const silent = new HttpClient({
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        )) as typeof fetch,
      baseUrl: "",
      merchant: () => "royal",
      language: () => "CN",
      token: () => null,
    });
    const pending = silent
      .request("/wps/session/login", { method: "POST", body: {}, encrypted: true })
      .catch((e) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ message: "NO RSA KEY" });
  });

  it("show an encryption failure's own message", async () => {
    // A modulus smaller than the key cannot carry it: the cipher refuses, and says why.
    const { client, onFailure } = setup(() => new Response("ffff"));
    await expect(
      client.request("/wps/session/login", { method: "POST", body: {}, encrypted: true }),
    ).rejects.toMatchObject({ kind: "malformed", message: "the RSA modulus is too small for the key" });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("refuse to encrypt a GET, which has no body", async () => {
    const { client, keyCalls, calls } = setup();
    await expect(client.request("/wps/member/info", { encrypted: true })).rejects.toMatchObject({
      kind: "malformed",
    });
    expect(keyCalls).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});
