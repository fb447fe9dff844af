/**
 * The floating layout of this page, from what is registered and what is showing: the registry
 * says which bottom bars and floating parts there are (their `when`), what each declares (corner,
 * order, size at rest) and the measurements say how big each really is (0 when it draws
 * nothing). engine/layout/floating-rule.ts decides; this only gathers its input. Loaded with the
 * floating layer and the install banner, after the first page.
 */
import { type ObservableMap, observable } from "mobx";
import { perEngine } from "../registry/per-engine";
import type { Registry } from "../registry/registry";
import type { Engine } from "../root/engine";
import { type FloatingLayout, placeFloating, type Size } from "./floating-rule";

/** The sizes the parts and bars were last measured at, by widget id (one map per page). */
export const measuredSizes = perEngine(
  (_stores: object): ObservableMap<string, Size> => observable.map<string, Size>({}, { deep: false }),
);

/** Records a measurement, leaving the map alone when nothing changed (no needless re-layout). */
export function reportSize(stores: object, id: string, size: Size): void {
  const sizes = measuredSizes(stores);
  const was = sizes.get(id);
  if (was && was.width === size.width && was.height === size.height) return;
  sizes.set(id, { width: Math.round(size.width), height: Math.round(size.height) });
}

/**
 * The layout now (read inside an observer, it follows the widgets' rules and measurements).
 * `partsShown`: whether the floating parts are out yet (they come after the first page).
 */
export function chromeLayout(
  /** The whole engine: the widgets' show rules may read any of it. */
  stores: Engine,
  registry: Registry,
  options: { partsShown: boolean; viewportWidth: number },
): FloatingLayout {
  const measured = measuredSizes(stores);
  const showing = (widget: { when?: (stores: Engine) => boolean }) => widget.when?.(stores) ?? true;
  const bars = registry
    .inSlot("bottom-bar")
    .filter((widget) => widget.barHeight !== undefined && showing(widget))
    .map((widget) => ({
      id: widget.id,
      order: widget.order ?? 0,
      height: measured.get(widget.id)?.height ?? widget.barHeight ?? 0,
    }));
  const parts = options.partsShown
    ? floatingParts(registry, stores).map((widget) => {
        const declared = widget.floating as NonNullable<typeof widget.floating>;
        return {
          id: widget.id,
          corner: declared.corner,
          order: widget.order ?? 0,
          size: measured.get(widget.id) ?? { width: declared.width, height: declared.height },
        };
      })
    : [];
  return placeFloating({ dir: stores.i18n.dir, viewportWidth: options.viewportWidth, bars, parts });
}

/** The floating parts whose rules say they show here. */
export function floatingParts(registry: Registry, stores: Engine) {
  return registry
    .inSlot("floating")
    .filter((widget) => widget.floating && !widget.exclusive && (widget.when?.(stores) ?? true));
}
