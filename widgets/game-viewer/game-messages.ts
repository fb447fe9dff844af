/**
 * What a game page may tell the viewer, by `window.parent.postMessage({ event }, "*")` from the
 * game's own origin: a round ended, or a trial has no rounds left (the viewer then invites the
 * visitor to sign up). Messages from any other origin or any other window than the viewer's frame
 * (another tab or pop-up of the same game site), or of another shape, are ignored.
 */
export type GameEvent = "roundEnd" | "trialEnd";

export function gameEventOf(
  message: Pick<MessageEvent, "origin" | "source" | "data">,
  gameUrl: string,
  /** The viewer's frame's window; null while it is not there, and then nothing counts. */
  frame: unknown,
): GameEvent | null {
  let origin: string;
  try {
    origin = new URL(gameUrl).origin;
  } catch {
    return null;
  }
  if (message.origin !== origin || !frame || message.source !== frame) return null;
  const event = (message.data as { event?: unknown } | null)?.event;
  return event === "roundEnd" || event === "trialEnd" ? event : null;
}
