import { generateKeyPairSync } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { HttpClient } from "../../engine/http/client";
import { ApiError } from "../../engine/http/envelope";

const KEY_PATH = "/wps/session/key/rsa";

/** A fresh 1024-bit modulus in hex, as the key call answers it. */
function modulus(): string {
  const { publicKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 0x10001 });
  const n = publicKey.export({ format: "jwk" }).n ?? "";
  return Buffer.from(n, "base64url").toString("hex").replace(/^0+/, "");
}

let oldKey = "";
let newKey = "";
beforeAll(() => {
  oldKey = modulus();
  newKey = modulus();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const refused = () =>
  json({ success: false, value: null, errorCode: "decryption.err", message: "Cannot decrypt the body" }, 400);

/**
 * A backend whose key the test rotates, as a redeploy does: it refuses (decryption.err) a body
 * sealed with any key but its current one. `answer` may override what a call gets.
 */
function backend(answer?: (xRsa: string | null, url: string) => Response | undefined) {
  const state = { key: oldKey, keyCalls: 0, calls: [] as Array<string | null> };
  const onFailure = vi.fn();
  const client = new HttpClient({
    fetch: (async (url: string, init: RequestInit) => {
      if (url.startsWith(KEY_PATH)) {
        state.keyCalls++;
        return new Response(`"${state.key}"`);
      }
      const xRsa = new Headers(init.headers).get("X-RSA");
      state.calls.push(xRsa);
      const override = answer?.(xRsa, url);
      if (override) return override;
      return xRsa === state.key ? json({ success: true, value: { token: "t" } }) : refused();
    }) as typeof fetch,
    baseUrl: "",
    merchant: () => "royal",
    language: () => "EN",
    token: () => null,
    onFailure,
  });
  const login = () =>
    client.request("/wps/session/login", { method: "POST", body: { a: 1 }, encrypted: true });
  return { state, client, onFailure, login };
}

describe("an old tab after a backend redeploy (a new RSA key)", () => {
  it("drops its cached key on decryption.err, fetches the new one once and retries once", async () => {
    const { state, onFailure, login } = backend();
    await login();
    expect(state.keyCalls).toBe(1);

    state.key = newKey;
    await expect(login()).resolves.toEqual({ token: "t" });
    expect(state.keyCalls).toBe(2);
    expect(state.calls).toEqual([oldKey, oldKey, newKey]);
    expect(onFailure).not.toHaveBeenCalled();

    // The new key is kept again: the next call asks for no key.
    await login();
    expect(state.keyCalls).toBe(2);
  });

  it("never loops: a second refusal is reported once, after one refetch and one retry", async () => {
    const { state, onFailure, login } = backend(() => refused());
    const error = await login().catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: "decryption.err", status: 400 });
    expect(state.keyCalls).toBe(2);
    expect(state.calls).toHaveLength(2);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("calls refused together with the same old key share one refetch", async () => {
    const { state, login } = backend();
    await login();
    state.key = newKey;
    await expect(Promise.all([login(), login(), login()])).resolves.toHaveLength(3);
    expect(state.keyCalls).toBe(2);
  });

  it("does not retry other failures of an encrypted call, nor decryption.err on a plain call", async () => {
    const wrongPassword = backend(() =>
      json({ success: false, value: null, errorCode: "login.cred.err", message: "wrong" }, 400),
    );
    await expect(wrongPassword.login()).rejects.toMatchObject({ errorCode: "login.cred.err" });
    expect(wrongPassword.state.calls).toHaveLength(1);
    expect(wrongPassword.state.keyCalls).toBe(1);

    const plain = backend(() => refused());
    await expect(
      plain.client.request("/wps/member/language", { method: "PUT", body: {} }),
    ).rejects.toMatchObject({
      errorCode: "decryption.err",
    });
    expect(plain.state.calls).toHaveLength(1);
    expect(plain.state.keyCalls).toBe(0);
  });
});
