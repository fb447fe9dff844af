/**
 * A chat provider's adapter (issue 16): how its script is set up, when it is ready, and the hook
 * that hands it the member's identity and opens the chat. Each provider's surface is what its
 * public documentation shows (docs/customer-service.md); the reference backend's stand-ins
 * (server/dev/chat-provider-stand-in.js) implement the same surface for the tests.
 */
import type { LanguageCode } from "../../config/merchant-config";

/** The page's globals, where provider scripts read their settings and leave their API. */
export type ProviderGlobals = Record<string, unknown>;

/** Who is chatting (spec section 9): the customer's name, merchant plus member id, chat-user language. */
export interface ChatIdentity {
  /** null for a visitor (the maintenance screen's contact button). */
  name: string | null;
  /** The merchant code followed by the member id; null for a visitor. */
  id: string | null;
  language: LanguageCode;
}

/** One script of `WPSCORE_getCustomerServiceScript`: `settings` are the provider account's. */
export interface ProviderScript {
  csType: string;
  src: string;
  settings: Record<string, unknown>;
}

export interface ChatAdapter {
  /** Before the script is added: the settings where the provider's script reads them. */
  configure(globals: ProviderGlobals, settings: Record<string, unknown>, identity: ChatIdentity): void;
  /** The script has set up the provider's API. */
  ready(globals: ProviderGlobals): boolean;
  /** Hands over the identity and opens the chat; applied again later (providers reset on load). */
  hook(globals: ProviderGlobals, identity: ChatIdentity): void;
  /** The provider's own connection-error element, hidden by the error-hide loop. */
  errorSelector: string;
}

/** A provider global's method, or null when the provider has not set it up. */
export function method(owner: unknown, name: string): ((...args: unknown[]) => unknown) | null {
  const value =
    typeof owner === "object" && owner !== null ? (owner as Record<string, unknown>)[name] : undefined;
  return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(owner) : null;
}

/** The provider global as an object, created when it is missing (scripts read settings from it). */
export function globalObject(globals: ProviderGlobals, name: string): Record<string, unknown> {
  const current = globals[name];
  if (typeof current === "object" && current !== null) return current as Record<string, unknown>;
  const created: Record<string, unknown> = {};
  globals[name] = created;
  return created;
}
