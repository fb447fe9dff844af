/**
 * GOOGLELOGIN3 (spec section 6): Google's one-tap prompt, through Google Identity Services,
 * loaded only while the prompt may show (when it is offered: ./one-tap-offer.ts).
 */
import { loadScript } from "../platform/load-script";

export const GOOGLE_IDENTITY_SCRIPT = "https://accounts.google.com/gsi/client";

/**
 * Adds Google's script once (engine/platform/load-script.ts); a failed load is forgotten so a later
 * call can try again. `src` is Google's address except in development and test runs, which route
 * it to their stand-in.
 */
export function loadGoogleIdentityServices(
  doc: Document = document,
  src: string = GOOGLE_IDENTITY_SCRIPT,
): Promise<void> {
  return loadScript(src, { document: doc });
}

/** What Google's prompt tells its listener as it closes (a PromptMomentNotification, the part read here). */
export interface PromptMoment {
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
  getDismissedReason(): string;
}

/** The part of `google.accounts.id` the app uses (Google Identity Services' JavaScript API). */
export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: { credential: string; select_by?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    context?: "signin" | "signup" | "use";
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
  cancel(): void;
}

export function googleIdentity(scope: unknown = globalThis): GoogleIdentity | null {
  return (scope as { google?: { accounts?: { id?: GoogleIdentity } } }).google?.accounts?.id ?? null;
}

export interface OneTapSession {
  clientId: string;
  /** Google's ID token for the account the member chose (a JWT). */
  onCredential: (idToken: string) => void;
  /** Closed without an account: the member closed it, or Google did not show it at all. */
  onClosed: () => void;
  /** Aborted before the prompt opened, it never opens; after, the prompt is taken away. */
  signal: AbortSignal;
  load?: () => Promise<void>;
  scope?: unknown;
}

/**
 * Loads Google's script and shows its prompt, unless the page stopped wanting it while the script
 * was on its way (the member started a form meanwhile). A failed load counts as closed.
 */
export async function openOneTap(session: OneTapSession): Promise<void> {
  try {
    await (session.load ?? (() => loadGoogleIdentityServices()))();
  } catch (error) {
    if (!session.signal.aborted) session.onClosed();
    throw error;
  }
  const identity = googleIdentity(session.scope);
  if (session.signal.aborted) return;
  if (!identity) {
    session.onClosed();
    throw new Error("Google Identity Services loaded without google.accounts.id");
  }
  let answered = false;
  identity.initialize({
    client_id: session.clientId,
    callback: ({ credential }) => {
      answered = true;
      session.onCredential(credential);
    },
    // The page's own rules decide when it is in the way (engine/engagement/); a tap elsewhere
    // on the page is the member moving on, as Google's default has it.
    cancel_on_tap_outside: true,
    context: "signin",
    use_fedcm_for_prompt: true,
  });
  identity.prompt((moment) => {
    if (answered || session.signal.aborted) return;
    if (
      moment.isSkippedMoment() ||
      (moment.isDismissedMoment() && moment.getDismissedReason() !== "credential_returned")
    )
      session.onClosed();
  });
  session.signal.addEventListener("abort", () => identity.cancel(), { once: true });
}
