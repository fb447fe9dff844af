import { type RefObject, useLayoutEffect } from "react";
import { useRegistry } from "../registry/registry-context";
import { useStores } from "../ui/stores-context";
import { chromeLayout, reportSize } from "./chrome-layout";

/**
 * For a bar of the bottom edge that is not always the same height (the install banner): measures
 * it for the floating layout, so what floats above the bars and the page's room make way for it,
 * and answers where it stands (px above the screen's bottom and safe area), on the bars below it.
 * Read inside an observer.
 */
export function useBottomBar(id: string, ref: RefObject<HTMLElement | null>): number {
  const stores = useStores();
  const registry = useRegistry();
  useLayoutEffect(() => {
    const bar = ref.current;
    // Without ResizeObserver (tests' DOM) the declared height stands.
    if (!bar || typeof ResizeObserver !== "function") return;
    const measure = () => reportSize(stores, id, { width: bar.offsetWidth, height: bar.offsetHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      reportSize(stores, id, { width: 0, height: 0 });
    };
  }, [stores, id, ref]);
  return chromeLayout(stores, registry, { partsShown: false, viewportWidth: 0 }).bars[id] ?? 0;
}
