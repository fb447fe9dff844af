/**
 * How failures are answered. /wps and /__dev calls always get the envelope: 404 `not.found` for
 * an unknown path, 405 `http_method_not_support` for a known path asked with another method,
 * the handler's own error code for a WpsError, `request_param_err` for other request errors.
 * Any other path (the front-end bundle, stray browser requests) gets a plain-text 404.
 */
import type { FastifyInstance } from "fastify";
import { ErrorCode, failure, WpsError } from "./envelope";

export function registerErrorReplies(app: FastifyInstance): void {
  // Every registered path, so that a known path asked with the wrong method answers 405, not 404.
  const knownPaths = new Set<string>();
  app.addHook("onRoute", (route) => {
    knownPaths.add(route.url);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof WpsError) {
      return reply.code(error.status).send(failure(error.errorCode, error.message, error.value));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send(failure(ErrorCode.requestParamErr, (error as Error).message));
    }
    console.error(`${request.method} ${request.url} failed:`, error);
    return reply.code(status).send(failure(undefined, "Internal server error"));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?", 1)[0] ?? "";
    if (!path.startsWith("/wps/") && !path.startsWith("/__dev/")) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
    }
    if (knownPaths.has(path)) {
      return reply
        .code(405)
        .send(failure(ErrorCode.methodNotSupported, `${request.method} is not supported on ${path}`));
    }
    return reply.code(404).send(failure(ErrorCode.notFound, `No such call: ${path}`));
  });
}
