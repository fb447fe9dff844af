/**
 * What a game page may tell the viewer, by `window.parent.postMessage({ event }, "*")` from the
 * game's own origin: a round ended, or a trial has no rounds left (the viewer then invites the
 * visitor to sign up). Messages from any other origin, or of another shape, are ignored.
 */
export type GameEvent = "roundEnd" | "trialEnd";

export function gameEventOf(message: MessageEvent, gameUrl: string): GameEvent | null {
  let origin: string;
  try {
    origin = new URL(gameUrl).origin;
  } catch {
    return null;
  }
  if (message.origin !== origin) return null;
  const event = (message.data as { event?: unknown } | null)?.event;
  return event === "roundEnd" || event === "trialEnd" ? event : null;
}
