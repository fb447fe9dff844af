/**
 * A fetch that plays the /wps backend in memory, for widget tests: it answers from a table of
 * responses, records every request it sees (encrypted bodies decrypted as the server would), and
 * answers an unknown call the way the reference server does (server/error-replies.ts).
 */
import { RSA_KEY_PATH } from "../../engine/http/encryption";
import { decryptRequestBody } from "../../server/legacy-cipher";
import { requestKeyPair } from "../../server/request-key";

/** One request as the fake backend read it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The JSON body, decrypted when it came encrypted; null without a body. */
  body: Record<string, unknown> | null;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** An answer other than success: made by `fail` or `httpStatus`. */
export class Reply {
  constructor(
    readonly status: number,
    readonly text: string,
    readonly contentType = "application/json",
  ) {}
}

/** The platform's failure envelope: `errorCode`, its message, HTTP 400 unless told otherwise. */
export function fail(
  errorCode: string,
  message = errorCode,
  options: { status?: number; value?: unknown } = {},
) {
  const body = { success: false, value: options.value ?? null, errorCode, message };
  return new Reply(options.status ?? 400, JSON.stringify(body));
}

/** A bare HTTP status without the envelope, as a gateway answers (502, 401 …). */
export function httpStatus(status: number, text = "") {
  return new Reply(status, text, "text/plain; charset=utf-8");
}

/**
 * What one path answers: a `Reply`, any other value (the envelope's `value` of a success), or a
 * function of the request returning either, possibly later (a promise keeps the call pending).
 */
export type Answer = unknown;
export type Responses = Record<string, Answer>;

/** The body as the reference server reads it: encrypted ones with the server's own key and code. */
function readBody(init: RequestInit, headers: Headers): Record<string, unknown> | null {
  if (!init.body) return null;
  const parsed = JSON.parse(String(init.body)) as Record<string, unknown>;
  const encryption = headers.get("Encryption");
  return encryption ? decryptRequestBody(encryption, String(parsed.value), requestKeyPair()) : parsed;
}

function unknownCall(path: string): Reply {
  if (!path.startsWith("/wps/") && !path.startsWith("/__dev/")) return httpStatus(404, "Not found\n");
  return fail("not.found", `No such call: ${path}`, { status: 404 });
}

/** A pending answer gives way when the client's timer aborts the call, as a real fetch does. */
function untilAborted(signal: AbortSignal | null | undefined, answer: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException("The operation was aborted.", "AbortError"));
    if (signal?.aborted) return abort();
    signal?.addEventListener("abort", abort, { once: true });
    Promise.resolve(answer).then(resolve, reject);
  });
}

/** The fetch to hand the engine, and the requests it has seen, oldest first. */
export function fakeTransport(responses: Responses) {
  const requests: SeenRequest[] = [];
  const fetch = async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), "https://acme.localhost");
    const headers = new Headers(init.headers);
    const request: SeenRequest = {
      method: init.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: readBody(init, headers),
      headers: Object.fromEntries(headers),
    };
    requests.push(request);
    if (request.path === RSA_KEY_PATH) return new Response(`"${requestKeyPair().modulusHex}"`);
    const entry = Object.hasOwn(responses, request.path)
      ? responses[request.path]
      : unknownCall(request.path);
    const answer = await untilAborted(init.signal, typeof entry === "function" ? entry(request) : entry);
    const reply =
      answer instanceof Reply ? answer : new Reply(200, JSON.stringify({ success: true, value: answer }));
    return new Response(reply.text, { status: reply.status, headers: { "Content-Type": reply.contentType } });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}
