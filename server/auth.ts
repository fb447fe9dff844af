/** The member behind a request's `Authorization` header (the raw session token, no "Bearer"). */
import type { FastifyRequest } from "fastify";
import type { ServerContext } from "./context";
import { findMemberByToken, type MemberRow } from "./data/members";
import { ErrorCode, WpsError } from "./envelope";
import { merchantOf } from "./merchant-header";

/**
 * The token exactly as sent. A "Bearer " prefix is not stripped on purpose: the platform does
 * not accept one, and this server exists to catch clients that get that wrong.
 */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === "string" && header !== "" ? header : undefined;
}

export async function requireMember(context: ServerContext, request: FastifyRequest): Promise<MemberRow> {
  const token = sessionToken(request);
  const member = token ? await findMemberByToken(context.db, merchantOf(request).code, token) : undefined;
  if (!member) throw new WpsError(401, ErrorCode.loginNotSession, "Session expired, please log in again");
  return member;
}
