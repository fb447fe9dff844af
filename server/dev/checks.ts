/** Argument checks shared by the development controls: 400 request_param_err naming what is wrong. */
import type { ServerContext } from "../context";
import { findMemberByUsername, type MemberRow } from "../data/members";
import { ErrorCode, WpsError } from "../envelope";

export function invalid(message: string): WpsError {
  return new WpsError(400, ErrorCode.requestParamErr, message);
}

export function requireMerchantCode(context: ServerContext, code: unknown): string {
  if (typeof code !== "string" || !context.merchants.has(code))
    throw invalid(`merchant must be one of: ${[...context.merchants.keys()].join(", ")}`);
  return code;
}

export async function requireMemberNamed(
  context: ServerContext,
  merchant: unknown,
  username: unknown,
): Promise<MemberRow> {
  const code = requireMerchantCode(context, merchant);
  const member =
    typeof username === "string" ? await findMemberByUsername(context.db, code, username) : undefined;
  if (!member) throw invalid(`No member "${String(username)}" in merchant "${code}"`);
  return member;
}
