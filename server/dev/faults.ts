/**
 * Injected faults (development and test only): the next requests to a path wait, answer with a
 * chosen status and error, answer a body that is not JSON, or lose their connection, so the
 * client's error handling can be tested against the real server. Faults live in memory and never
 * touch the database.
 */
import type { FastifyInstance } from "fastify";
import { failure } from "../envelope";

export interface FaultSpec {
  /**
   * Request path without the query, e.g. "/wps/system/status", or a prefix pattern ending in `*`
   * ("/wps/*") that faults every path it starts.
   */
  path: string;
  /** The status to answer; null = answer normally (after the delay). */
  status: number | null;
  errorCode?: string;
  message?: string;
  /** Destroy the socket instead of answering: the client sees a network error. */
  drop: boolean;
  /** Answer `status` (200 unless given) with a body that is not JSON. */
  malformed: boolean;
  /** Wait this long before answering (or dropping). */
  delayMs: number;
  /** How many requests it hits; null = until the faults are cleared. */
  times: number | null;
  /**
   * Answer `status` (200 unless given) with exactly this JSON, envelope and all: the wrong-shaped
   * answers the client's response schemas must catch (issue 20).
   */
  body?: unknown;
}

/** Cut-off JSON: what a proxy that truncates a response hands the client. */
export const MALFORMED_BODY = '{"success":true,"value":{"trunc';

/** A fault path ending in `*` covers every path that starts with what comes before it. */
export const isPattern = (path: string) => path.endsWith("*");

export class FaultBook {
  private readonly faults = new Map<string, FaultSpec>();

  /** One fault per path or pattern: a new one replaces the old. */
  add(fault: FaultSpec): void {
    this.faults.set(fault.path, { ...fault });
  }

  clear(): void {
    this.faults.clear();
  }

  /**
   * The fault for this path, if any, counting one use of it. A fault set on the exact path wins,
   * so a test can fault everything but answer one call its own way; among patterns the longest
   * (most specific) prefix wins.
   */
  take(path: string): FaultSpec | undefined {
    const key = this.faults.has(path) ? path : this.patternFor(path);
    const fault = key === undefined ? undefined : this.faults.get(key);
    if (key === undefined || !fault) return undefined;
    if (fault.times !== null) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.delete(key);
    }
    return { ...fault };
  }

  private patternFor(path: string): string | undefined {
    let best: string | undefined;
    for (const key of this.faults.keys()) {
      if (!isPattern(key) || !path.startsWith(key.slice(0, -1))) continue;
      if (best === undefined || key.length > best.length) best = key;
    }
    return best;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks every request before anything else; the /__dev/ controls themselves are never faulted. */
export function registerFaultHook(app: FastifyInstance, faults: FaultBook): void {
  app.addHook("onRequest", async (request, reply) => {
    const path = request.url.split("?", 1)[0] ?? "";
    if (path.startsWith("/__dev/")) return;
    const fault = faults.take(path);
    if (!fault) return;
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.drop) {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (fault.malformed) {
      return reply
        .code(fault.status ?? 200)
        .type("application/json; charset=utf-8")
        .send(MALFORMED_BODY); // a string is sent as it is, not serialised again
    }
    if (fault.body !== undefined) {
      return reply
        .code(fault.status ?? 200)
        .type("application/json; charset=utf-8")
        .send(JSON.stringify(fault.body)); // sent as given, even a bare string or null
    }
    if (fault.status === null) return; // only a delay: the request goes on as usual
    return reply.code(fault.status).send(failure(fault.errorCode, fault.message));
  });
}
