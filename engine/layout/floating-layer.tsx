import { observer } from "mobx-react-lite";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Registry, SlotWidget } from "../registry/registry";
import { WidgetView } from "../registry/widget-view";
import { ROOM_BOTTOM_VAR } from "../theme/layout";
import { layer } from "../theme/scales";
import { useStores } from "../ui/stores-context";
import { chromeLayout, floatingParts, reportSize } from "./chrome-layout";
import { type FloatingPlace, FloatingPlaceContext } from "./floating-place";
import { FLOATING_EDGE, type PartPlace, sideOf } from "./floating-rule";

/**
 * The floating layer: the one place that puts the floating parts where the floating rule says
 * (engine/layout/floating-rule.ts) and tells the page how much room to keep at its bottom. The
 * parts themselves only draw what they are; each is measured here, so one that draws nothing
 * leaves no hole in its corner. Loaded after the first page (engine/app.tsx).
 */
export default observer(function FloatingLayer({
  registry,
  partsShown,
}: {
  registry: Registry;
  /** The floating parts come FLOATING_WIDGETS_DELAY_MS after the page has loaded; the bars at once. */
  partsShown: boolean;
}) {
  const stores = useStores();
  const viewportWidth = useViewportWidth();
  const layout = chromeLayout(stores, registry, { partsShown, viewportWidth });

  // The page's room follows the layout before the frame is drawn, so nothing new sits on its end.
  useLayoutEffect(() => {
    document.documentElement.style.setProperty(ROOM_BOTTOM_VAR, `${layout.room}px`);
  }, [layout.room]);
  useEffect(
    () => () => {
      document.documentElement.style.removeProperty(ROOM_BOTTOM_VAR);
    },
    [],
  );

  if (!partsShown) return null;
  return floatingParts(registry, stores).map((widget) => {
    const corner = widget.floating?.corner ?? "end";
    // A part that draws nothing yet has no place in the rule's answer: where it would start.
    const place = layout.parts[widget.id] ?? {
      side: sideOf(corner, stores.i18n.dir),
      inline: FLOATING_EDGE,
      bottom: layout.room + FLOATING_EDGE,
    };
    return widget.floating?.movable ? (
      <MovablePart key={widget.id} widget={widget} place={place} />
    ) : (
      <PlacedPart key={widget.id} widget={widget} place={place} />
    );
  });
});

/** Physical on purpose: the rule has already mirrored the corner for right-to-left. */
const placeCss = (place: PartPlace) => ({
  position: "fixed" as const,
  [place.side]: place.inline,
  insetBlockEnd: `calc(${place.bottom}px + env(safe-area-inset-bottom))`,
});

/** A part the layer puts in its place, measured as it draws (and draws nothing). */
function PlacedPart({ widget, place }: { widget: SlotWidget; place: PartPlace }) {
  const stores = useStores();
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    // Without ResizeObserver (tests' DOM) the declared size stands.
    if (!element || typeof ResizeObserver !== "function") return;
    const measure = () =>
      reportSize(stores, widget.id, { width: element.offsetWidth, height: element.offsetHeight });
    // A box that stays empty is never reported by the observer: measured once at the start.
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [stores, widget.id]);
  return (
    <div
      ref={box}
      data-floating={widget.id}
      css={{
        ...placeCss(place),
        zIndex: layer.floating,
        // A part with something open (the shortcut's menu) goes over its neighbours in the corner.
        "&:has([aria-expanded=true])": { zIndex: layer.floating + 1 },
      }}
    >
      <WidgetView widget={widget} />
    </div>
  );
}

/**
 * A part that moves itself (the mini-game): it is handed its resting place, read off an empty
 * anchor standing there (so the phone's safe area counts as the other parts' does), and tells
 * its size while it rests.
 */
function MovablePart({ widget, place }: { widget: SlotWidget; place: PartPlace }) {
  const stores = useStores();
  const anchor = useRef<HTMLDivElement>(null);
  const { side, inline, bottom } = place;
  const value = useMemo<FloatingPlace>(
    () => ({
      key: `${side} ${inline} ${bottom}`,
      restingPoint: (size) => {
        const rect = anchor.current?.getBoundingClientRect();
        if (!rect) return null;
        return { x: side === "left" ? rect.left : rect.right - size.width, y: rect.bottom - size.height };
      },
      report: (size) => reportSize(stores, widget.id, size ?? { width: 0, height: 0 }),
    }),
    [side, inline, bottom, stores, widget.id],
  );
  return (
    <>
      <div
        ref={anchor}
        aria-hidden="true"
        css={{ ...placeCss(place), width: 0, height: 0, pointerEvents: "none" }}
      />
      <FloatingPlaceContext.Provider value={value}>
        <WidgetView widget={widget} />
      </FloatingPlaceContext.Provider>
    </>
  );
}

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return width;
}
