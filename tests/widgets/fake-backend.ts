import { generateKeyPairSync } from "node:crypto";
import forge from "node-forge";
import type { MerchantConfig } from "../../engine/config/merchant-config";
import { desEcbDecrypt } from "../../engine/http/legacy-cipher";
import { memoryStorage } from "../../engine/platform/storage";
import { RootStore } from "../../engine/stores/root-store";
import { testConfig } from "../engine/test-stores";

/** One request as the fake backend read it: encrypted bodies are decrypted as the server would. */
export interface SeenRequest {
  path: string;
  body: Record<string, unknown> | null;
}

export type Answer = { value: unknown } | { errorCode: string; message: string };

// One 1024-bit pair for the file; the fake backend plays the server's part with it.
const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 0x10001 });
const jwk = privateKey.export({ format: "jwk" });
const hex = (b64url: string | undefined) => Buffer.from(b64url ?? "", "base64url").toString("hex");
const modulusHex = hex(jwk.n).replace(/^0+/, "");
const privateExponent = new forge.jsbn.BigInteger(hex(jwk.d), 16);

function readBody(init: RequestInit): Record<string, unknown> | null {
  if (!init.body) return null;
  const headers = new Headers(init.headers);
  const parsed = JSON.parse(String(init.body)) as Record<string, unknown>;
  if (!headers.get("Encryption")) return parsed;
  const modulus = new forge.jsbn.BigInteger(headers.get("X-RSA") ?? "", 16);
  const keyHex = new forge.jsbn.BigInteger(headers.get("Encryption") ?? "", 16)
    .modPow(privateExponent, modulus)
    .toString(16);
  return JSON.parse(desEcbDecrypt(String(parsed.value), forge.util.hexToBytes(keyHex)));
}

/**
 * The engine's stores over a backend faked in memory: `answers` maps a path to what it answers
 * (a function of the request body for answers that change), and `seen` records every call.
 */
export function storesOverFakeBackend(
  answers: Record<string, Answer | ((body: Record<string, unknown> | null) => Answer)>,
  config: Partial<MerchantConfig> = {},
) {
  const seen: SeenRequest[] = [];
  const fakeFetch = async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, "http://acme.localhost").pathname;
    if (path === "/wps/session/key/rsa") return new Response(`"${modulusHex}"`);
    const body = readBody(init);
    seen.push({ path, body });
    const entry = answers[path];
    const answer = typeof entry === "function" ? entry(body) : entry;
    if (!answer)
      return new Response(JSON.stringify({ success: false, errorCode: "not.found" }), { status: 404 });
    if ("value" in answer) return new Response(JSON.stringify({ success: true, value: answer.value }));
    return new Response(JSON.stringify({ success: false, value: null, ...answer }), { status: 400 });
  };
  const stores = new RootStore({
    config: { ...testConfig, ...config },
    fetch: fakeFetch as typeof fetch,
    apiOrigin: "",
    sessionStorage: memoryStorage(),
    localStorage: memoryStorage(),
    location: { protocol: "http:", host: "acme.localhost", search: "" },
    browserLanguages: ["en-US"],
    loadCatalogue: async () => ({}),
    openWindow: () => undefined,
  });
  stores.navigate = () => undefined;
  return { stores, seen };
}
