import { useEffect } from "react";
import type { Registry } from "../registry/registry";
import { useStores } from "../ui/stores-context";

/**
 * Starts the engagement overlays' rules once, after the first page (the caller waits for its load):
 * none of their code is on the first page. A full-viewport screen (the game viewer) counts as a
 * running game.
 */
export function Engagements({ registry }: { registry: Registry }) {
  const stores = useStores();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import("./start-engagements").then(
      ({ startEngagements }) => {
        if (unmounted) return;
        stop = startEngagements(
          stores,
          registry.engagements(),
          () => registry.routeFor(stores.route.pathname)?.route.chrome === "none",
        );
      },
      (error: unknown) => {
        // Offline as the page finished loading: no engagement overlay on this visit, and no
        // uncaught error either; the next page load tries again.
        console.warn("[engagements] their code did not load", error);
      },
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [stores, registry]);
  return null;
}
