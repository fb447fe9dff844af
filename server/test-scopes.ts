/**
 * Test scopes, in test mode only: a request that names a scope is answered by that scope's own
 * reference server — its own in-memory database, seeded, and its own development state (faults,
 * live flags, maintenance, captcha answers, clocks, content overrides, asset-manifest hashes) —
 * so browser tests running side by side against one server never see each other's state or data.
 *
 * The scope travels in the `x-wl-test-scope` header (the tests' own calls, and every request of
 * their browser contexts) or in the `wl-test-scope` cookie (requests a browser makes on its own,
 * such as a service worker's). A request naming none is the default scope's, as ever.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";

export const SCOPE_HEADER = "x-wl-test-scope";
export const SCOPE_COOKIE = "wl-test-scope";
const SCOPE_NAME = /^[A-Za-z0-9_-]{1,40}$/;
/** Each scope holds a database in memory; the oldest is closed past this many (its tests are over). */
export const MAX_SCOPES = 12;

export interface ScopedServer {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A browser driven over classic WebDriver (the WebKit journeys) cannot block service workers as
 * Playwright's contexts do; it sets this cookie, and the server answers its `sw.js` with a 404
 * (development and test only), so the journeys not about the worker skip its precache.
 */
export const NO_SERVICE_WORKER_COOKIE = "wl-test-no-service-worker";

/** A cookie's value in a request's Cookie header; undefined when it is not there. */
export function cookieOf(request: IncomingMessage, cookie: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === cookie) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** The scope a request names (header first, then cookie); undefined when it names none. */
export function scopeOf(request: IncomingMessage): string | undefined {
  const header = request.headers[SCOPE_HEADER];
  const named = Array.isArray(header) ? header[0] : header;
  return named || cookieOf(request, SCOPE_COOKIE);
}

export class TestScopes {
  private readonly scopes = new Map<string, Promise<ScopedServer>>();

  /** `create` builds a scope's server: a fresh database, migrated and seeded, and its app, ready. */
  constructor(private readonly create: () => Promise<ScopedServer>) {}

  /** Answers a request: the default app's when it names no scope, else its scope's (made on first use). */
  handle(defaultApp: FastifyInstance, request: IncomingMessage, response: ServerResponse): void {
    const name = scopeOf(request);
    if (name === undefined) {
      defaultApp.server.emit("request", request, response);
      return;
    }
    if (!SCOPE_NAME.test(name)) {
      refuse(response, 400, `A test scope is 1 to 40 letters, digits, - or _; "${name.slice(0, 60)}" is not`);
      return;
    }
    this.serverFor(name).then(
      (scoped) => scoped.app.server.emit("request", request, response),
      (error: Error) => refuse(response, 500, `Test scope "${name}" could not start: ${error.message}`),
    );
  }

  get names(): string[] {
    return [...this.scopes.keys()];
  }

  private serverFor(name: string): Promise<ScopedServer> {
    let scoped = this.scopes.get(name);
    if (!scoped) {
      scoped = this.create();
      // A scope that failed to start is tried afresh by the next request.
      scoped.catch(() => this.scopes.delete(name));
      this.scopes.set(name, scoped);
      while (this.scopes.size > MAX_SCOPES) {
        const [oldest, closing] = this.scopes.entries().next().value as [string, Promise<ScopedServer>];
        this.scopes.delete(oldest);
        closing.then((server) => server.close()).catch(() => undefined);
      }
    }
    return scoped;
  }

  async close(): Promise<void> {
    const all = [...this.scopes.values()];
    this.scopes.clear();
    await Promise.all(all.map((scoped) => scoped.then((server) => server.close()).catch(() => undefined)));
  }
}

function refuse(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify({ success: false, errorCode: "test_scope", message }));
}
