import { DEFAULT_REQUEST_TIMEOUT_MS } from "../constants";
import type { KeyValueStorage } from "../platform/storage";
import { type AnswerCheck, checkAnswer } from "./answer-check";
import type { EncryptedSender } from "./encrypted-sender";
import { ApiError, type Envelope, isEnvelope } from "./envelope";
import { InFlight } from "./in-flight";
import { realUserAgentHeader, TRACE_ID_HEADER } from "./real-user-agent";
import { isCacheExempt, readCached, sessionCacheKey, writeCached } from "./request-cache";
import { reportResponseProblem } from "./response-problems";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send the session token; promotions and announcements opt out (spec section 6). */
  auth?: boolean;
  /** Platform module id, sent as the ModuleId header on writes. */
  moduleId?: string;
  /** This call's timeout; the caller passes the spec's 10 s for game launch (GAME_LAUNCH_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Extra headers; empty values are dropped like every other header. */
  headers?: Record<string, string | null | undefined>;
  /** `false`: the caller handles failure itself and the member is told nothing (spec section 8). */
  alert?: boolean;
  cache?: RequestCache;
  /**
   * Writes only: send the body with the platform's legacy encryption (body `{ value }`, headers
   * Encryption, X-Digest, X-RSA). The first such call fetches the RSA key and loads the cipher.
   */
  encrypted?: boolean;
  /**
   * GETs only: keep a successful answer in session storage and answer later identical calls from
   * it. Ignored for cache-exempt paths (request-cache.ts) and when no session cache is injected.
   */
  cacheInSession?: boolean;
  /** Writes that must outlive the page (the tracking post sent as the page hides): fetch's keepalive. */
  keepalive?: boolean;
  /**
   * The answer's schema (schemas/responses/): a value that breaks it is reported and rejected as
   * a bad answer (kind "malformed"). Every typed call of engine/api gives one.
   */
  answer?: AnswerCheck;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  /** Absolute origin of the /wps backend; empty means the page's own origin. */
  baseUrl: string;
  merchant: () => string;
  language: () => string;
  token: () => string | null;
  /** The merchant's default request timeout (config timings), else the spec's. */
  timeoutMs?: () => number;
  /** Called once for every failed request, before the promise rejects. */
  onFailure?: (error: ApiError, options: RequestOptions) => void;
  /** Session storage for `cacheInSession` answers; without it nothing is cached. */
  sessionCache?: KeyValueStorage;
  /** The browser's user agent, sent base64-encoded as X-Real-UA on every call. */
  userAgent?: string;
  /** Every response's x-app-trace-id, as it arrives (the session keeps the latest as spanId). */
  onTraceId?: (traceId: string) => void;
}

/**
 * The thin request layer: the platform's headers, a timeout, the envelope unwrapped, plus the
 * GET dedupe, the session cache and the legacy body encryption of spec section 7.
 * It resolves with the envelope's `value` and rejects with an ApiError for every failure,
 * so callers never parse bodies or status codes themselves.
 */
export class HttpClient {
  private readonly inFlight = new InFlight();
  private encryption: Promise<EncryptedSender> | null = null;
  private readonly realUserAgent: string | null;

  constructor(private readonly deps: HttpClientDeps) {
    this.realUserAgent = realUserAgentHeader(deps.userAgent);
  }

  async request<T>(path: string | null, options: RequestOptions = {}): Promise<T> {
    if (!path)
      throw new ApiError({ kind: "malformed", path: String(path), serverMessage: "request without a URL" });
    const method = options.method ?? "GET";
    if (options.encrypted && method === "GET")
      throw new ApiError({ kind: "malformed", path, serverMessage: "a GET has no body to encrypt" });
    const url = this.url(path, options.query);
    const headers = this.headers(method, options);
    if (method !== "GET") return this.send<T>(path, url, method, headers, options);

    const cacheKey = this.sessionCacheKey(path, url, headers, options);
    const storage = this.deps.sessionCache;
    if (cacheKey && storage) {
      const hit = readCached(storage, cacheKey);
      if (hit) return hit.value as T;
    }
    return this.inFlight.run(dedupeKey(url, headers, options), async () => {
      const value = await this.send<T>(path, url, method, headers, options);
      if (cacheKey && storage) writeCached(storage, cacheKey, value);
      return value;
    });
  }

  /** One request on the wire; every failure is reported once, then rejected. */
  private async send<T>(
    path: string,
    url: string,
    method: HttpMethod,
    headers: Headers,
    options: RequestOptions,
  ): Promise<T> {
    try {
      const init: RequestInit = {
        method,
        headers,
        cache: options.cache,
        ...(options.keepalive ? { keepalive: true } : {}),
      };
      const timeoutMs = options.timeoutMs ?? this.defaultTimeout();
      let value: T;
      if (options.encrypted) {
        const sender = await this.encryptedSender();
        value = await sender.send<T>(path, options.body, headers, (sealed, body) =>
          this.exchange<T>(path, url, { ...init, headers: sealed, body }, timeoutMs, options.answer?.call),
        );
      } else {
        const body = options.body === undefined ? undefined : JSON.stringify(options.body);
        value = await this.exchange<T>(path, url, { ...init, body }, timeoutMs, options.answer?.call);
      }
      if (options.answer) checkAnswer(options.answer, value, path);
      return value;
    } catch (error) {
      const apiError =
        error instanceof ApiError ? error : new ApiError({ kind: "malformed", path, cause: error });
      this.deps.onFailure?.(apiError, options);
      throw apiError;
    }
  }

  /**
   * The encrypted calls' code, loaded once on the first; a chunk that failed to load (a deploy in
   * between, a dropped connection) is tried again next time, and the call fails as malformed.
   */
  private encryptedSender(): Promise<EncryptedSender> {
    if (!this.encryption) {
      const pending = import("./encrypted-sender").then(
        ({ EncryptedSender }) => new EncryptedSender((keyPath) => this.fetchRsaKey(keyPath)),
      );
      this.encryption = pending;
      pending.catch(() => {
        if (this.encryption === pending) this.encryption = null;
      });
    }
    return this.encryption;
  }

  private async exchange<T>(
    path: string,
    url: string,
    init: RequestInit,
    timeoutMs: number,
    call?: string,
  ): Promise<T> {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        response = await this.deps.fetch(url, { ...init, credentials: "include", signal: controller.signal });
      } catch (cause) {
        const kind = controller.signal.aborted ? "timeout" : "network";
        throw new ApiError({ kind, path, cause });
      }
      const traceId = response.headers.get(TRACE_ID_HEADER);
      if (traceId) this.deps.onTraceId?.(traceId);
      const body = await response.json().catch(() => undefined);
      // A body cut off by the timer is a timeout, not a server that answered nonsense.
      if (controller.signal.aborted) throw new ApiError({ kind: "timeout", path, status: response.status });
      if (!isEnvelope(body)) {
        // An HTTP error without the envelope is a failing gateway, not a bad answer from the platform.
        if (call && response.ok) reportResponseProblem(call, "", "not the envelope");
        // The member is told 'unknown error'; the reason stays with the error for the console.
        throw new ApiError({
          kind: response.ok ? "malformed" : "http",
          path,
          status: response.status,
          cause: new Error(`${path} answered HTTP ${response.status} without the platform's envelope`),
        });
      }
      if (!response.ok || !body.success) throw failureFrom(path, response.status, body);
      return body.value as T;
    } finally {
      clearTimeout(timeout);
    }
  }

  /**
   * GET /wps/session/key/rsa: plain text, not the envelope (wire contract, step 1). The
   * timestamp and no-cache keep every cache between here and the server out of it. It runs on
   * the default timeout, not the calling request's, because one key serves every caller; the
   * encrypted call that needed the key reports the failure, as NO RSA KEY.
   */
  private async fetchRsaKey(keyPath: string): Promise<string> {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.defaultTimeout());
    try {
      const response = await this.deps.fetch(this.url(keyPath, { _: Date.now() }), {
        method: "GET",
        headers: this.headers("GET", { headers: { "Cache-Control": "no-cache" } }),
        credentials: "include",
        cache: "no-store",
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`the key call answered HTTP ${response.status}`);
      return await response.text();
    } finally {
      clearTimeout(timeout);
    }
  }

  private defaultTimeout(): number {
    return this.deps.timeoutMs?.() ?? DEFAULT_REQUEST_TIMEOUT_MS;
  }

  private sessionCacheKey(path: string, url: string, headers: Headers, options: RequestOptions) {
    if (!options.cacheInSession || !this.deps.sessionCache || isCacheExempt(path)) return null;
    return sessionCacheKey(url, {
      merchant: this.deps.merchant(),
      language: this.deps.language(),
      token: headers.get("Authorization"),
    });
  }

  private url(path: string, query: RequestOptions["query"]): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    return `${this.deps.baseUrl}${path}${search ? (path.includes("?") ? "&" : "?") + search : ""}`;
  }

  /** Merchant exactly once (a duplicate makes the gateway answer function.not.available). */
  private headers(method: HttpMethod, options: RequestOptions): Headers {
    const candidates: Record<string, string | null | undefined> = {
      "Content-Type": "application/json",
      Merchant: this.deps.merchant(),
      Language: this.deps.language(),
      Authorization: options.auth === false ? null : this.deps.token(),
      ModuleId: method === "GET" ? null : options.moduleId,
      "X-Real-UA": this.realUserAgent,
      ...options.headers,
    };
    const headers = new Headers();
    for (const [name, value] of Object.entries(candidates)) {
      if (value) headers.set(name, value);
    }
    return headers;
  }
}

/**
 * Calls share a request only when everything that shapes it matches: the URL with its query,
 * every header sent (so the auth state, merchant and language), and the options that decide
 * how its failure is timed and reported.
 */
function dedupeKey(url: string, headers: Headers, options: RequestOptions): string {
  return JSON.stringify([
    url,
    [...headers],
    options.timeoutMs ?? null,
    options.alert ?? null,
    options.cache ?? null,
    options.cacheInSession ?? null,
  ]);
}

function failureFrom(path: string, status: number, body: Envelope): ApiError {
  return new ApiError({
    kind: "http",
    path,
    status,
    errorCode: body.errorCode ?? null,
    serverMessage: body.message ?? null,
    value: body.value,
  });
}
