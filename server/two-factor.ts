/** The proof each two-factor method asks for (spec §3 "Two-factor payload"), checked against the member. */
import type { ServerContext } from "./context";
import type { MemberRow } from "./data/members";
import { ErrorCode, WpsError } from "./envelope";
import { checkSmsCode } from "./login-flow";

export const TWO_FACTOR_METHODS = ["E", "P", "G", "S"] as const;

/** The authenticator code the demo accepts: there is no authenticator secret to check a real one against. */
export const DEMO_AUTH_CODE = "123456";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Throws verification.err (or sms.code.expired) unless the payload proves the method. */
export async function checkProof(
  context: ServerContext,
  member: MemberRow,
  method: string,
  body: Record<string, unknown>,
): Promise<void> {
  const wrong = () => new WpsError(400, ErrorCode.verificationErr, "Verification failed");
  switch (method) {
    case "E":
      if (text(body.email).toLowerCase() !== member.email.toLowerCase() || member.email === "") throw wrong();
      return;
    case "P":
      if (text(body.payeeName).toLowerCase() !== member.payee_name.toLowerCase() || member.payee_name === "")
        throw wrong();
      return;
    case "G":
      if (text(body.authCode) !== DEMO_AUTH_CODE) throw wrong();
      return;
    case "S":
      if (text(body.mobileNum) !== member.mobile) throw wrong();
      await checkSmsCode(
        context,
        member.merchant,
        member.mobile,
        text(body.verificationCode),
        ErrorCode.verificationErr,
      );
      return;
    default:
      throw wrong();
  }
}
