import { reaction } from "mobx";

type EventSource = Pick<EventTarget, "addEventListener" | "removeEventListener">;

/**
 * Tells the member they are offline when the network goes, and again on every move to another
 * route while it is gone: the screen they move to may ask nothing of the network (a cached or a
 * silent call), and a blank-looking screen with no word of why is what they would see. Returns
 * the stop.
 */
export function watchOffline(deps: {
  isOffline: () => boolean;
  route: () => string;
  tell: () => void;
  events: EventSource | null;
}): () => void {
  const tell = () => deps.tell();
  deps.events?.addEventListener("offline", tell);
  const stopRoute = reaction(deps.route, () => {
    if (deps.isOffline()) deps.tell();
  });
  return () => {
    deps.events?.removeEventListener("offline", tell);
    stopRoute();
  };
}
