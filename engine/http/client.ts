import { DEFAULT_REQUEST_TIMEOUT_MS } from "../constants";
import { ApiError, type Envelope, isEnvelope } from "./envelope";

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
  timeoutMs?: number;
  /** Extra headers; empty values are dropped like every other header. */
  headers?: Record<string, string | null | undefined>;
  /** `false`: the caller handles failure itself and the member is told nothing (spec section 8). */
  alert?: boolean;
  cache?: RequestCache;
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
}

/**
 * The thin request layer: the platform's headers, a timeout, the envelope unwrapped.
 * It resolves with the envelope's `value` and rejects with an ApiError for every failure,
 * so callers never parse bodies or status codes themselves.
 */
export class HttpClient {
  constructor(private readonly deps: HttpClientDeps) {}

  async request<T>(path: string | null, options: RequestOptions = {}): Promise<T> {
    if (!path)
      throw new ApiError({ kind: "malformed", path: String(path), serverMessage: "request without a URL" });
    const method = options.method ?? "GET";
    const url = this.url(path, options.query);
    const controller = new AbortController();
    const timeout = setTimeout(
      () => controller.abort(),
      options.timeoutMs ?? this.deps.timeoutMs?.() ?? DEFAULT_REQUEST_TIMEOUT_MS,
    );
    try {
      let response: Response;
      try {
        response = await this.deps.fetch(url, {
          method,
          headers: this.headers(method, options),
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          credentials: "include",
          signal: controller.signal,
          cache: options.cache,
        });
      } catch (cause) {
        const kind = controller.signal.aborted ? "timeout" : "network";
        throw new ApiError({ kind, path, cause });
      }
      const body = await response.json().catch(() => undefined);
      if (!isEnvelope(body)) {
        throw new ApiError({
          kind: response.ok ? "malformed" : "http",
          path,
          status: response.status,
          serverMessage: response.ok
            ? "the server answered something that is not the platform's envelope"
            : null,
        });
      }
      if (!response.ok || !body.success) throw failureFrom(path, response.status, body);
      return body.value as T;
    } catch (error) {
      const apiError =
        error instanceof ApiError ? error : new ApiError({ kind: "malformed", path, cause: error });
      this.deps.onFailure?.(apiError, options);
      throw apiError;
    } finally {
      clearTimeout(timeout);
    }
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
      ...options.headers,
    };
    const headers = new Headers();
    for (const [name, value] of Object.entries(candidates)) {
      if (value) headers.set(name, value);
    }
    return headers;
  }
}

function failureFrom(path: string, status: number, body: Envelope): ApiError {
  return new ApiError({
    kind: "http",
    path,
    status,
    errorCode: body.errorCode ?? null,
    serverMessage: body.message ?? null,
  });
}
