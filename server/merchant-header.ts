/**
 * The `Merchant` request header picks whose data a /wps call sees. Like the platform's gateway,
 * a missing, unknown or duplicated header answers `function.not.available` (wire contract,
 * pitfalls: Node joins a repeated header into "a, a", so both forms are checked).
 */
import type { FastifyRequest } from "fastify";
import type { ServerContext } from "./context";
import { ErrorCode, WpsError } from "./envelope";
import type { Merchant } from "./merchants";

const resolved = new WeakMap<FastifyRequest, Merchant>();

export function resolveMerchant(context: ServerContext, request: FastifyRequest): void {
  // rawHeaders keeps every header line as sent: [name, value, name, value, …].
  const raw = request.raw.rawHeaders;
  const sent: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]?.toLowerCase() === "merchant") sent.push(raw[i + 1] ?? "");
  }
  if (sent.length === 0 || sent[0]?.trim() === "") {
    throw new WpsError(400, ErrorCode.functionNotAvailable, "Merchant header missing");
  }
  const code = sent[0] ?? "";
  if (sent.length > 1 || code.includes(",")) {
    throw new WpsError(400, ErrorCode.functionNotAvailable, "Merchant header sent more than once");
  }
  const merchant = context.merchants.get(code.trim());
  if (!merchant) throw new WpsError(400, ErrorCode.functionNotAvailable, `Unknown merchant "${code}"`);
  resolved.set(request, merchant);
}

/** The merchant of a /wps request; only valid after resolveMerchant ran for it. */
export function merchantOf(request: FastifyRequest): Merchant {
  const merchant = resolved.get(request);
  if (!merchant) throw new Error("merchantOf() called on a request whose Merchant header was not resolved");
  return merchant;
}
