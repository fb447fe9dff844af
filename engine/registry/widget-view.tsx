import { observer } from "mobx-react-lite";
import { type ReactNode, Suspense, use } from "react";
import { useStores } from "../ui/stores-context";
import type { Registry, SlotName, WidgetDefinition } from "./registry";
import { useRegistry } from "./registry-context";
import { WidgetBoundary } from "./widget-boundary";

/**
 * Holds a widget back (suspends) until the catalogue parts it reads are loaded, while its view's
 * code downloads alongside rather than after, so a screen never flashes message ids.
 */
const MessagesReady = observer(function MessagesReady({
  widget,
  children,
}: {
  widget: WidgetDefinition;
  children: ReactNode;
}) {
  const { i18n } = useStores();
  const parts = widget.messages ?? [];
  if (!i18n.hasParts(parts)) {
    // Prefetch only: the lazy view reports a failure itself when it renders.
    widget.view().catch(() => {});
    use(i18n.loadParts(parts));
  }
  return <>{children}</>;
});

/** One widget: error boundary, then suspense while its lazy view and its texts load. */
export function WidgetView({
  widget,
  registry: given,
  loading = null,
  failed,
  onFail,
}: {
  widget: WidgetDefinition;
  registry?: Registry;
  loading?: ReactNode;
  failed?: ReactNode;
  onFail?: () => void;
}) {
  const registry = useRegistry();
  const View = (given ?? registry).view(widget);
  return (
    <WidgetBoundary widgetId={widget.id} fallback={failed} onFail={onFail}>
      <Suspense fallback={loading}>
        <MessagesReady widget={widget}>
          <View />
        </MessagesReady>
      </Suspense>
    </WidgetBoundary>
  );
}

/** The (non-exclusive) widgets of a slot whose `when` rule holds, in order. */
export const Slot = observer(function Slot({
  name,
  registry: given,
}: {
  name: SlotName;
  registry?: Registry;
}) {
  const stores = useStores();
  const contextRegistry = useRegistry();
  const registry = given ?? contextRegistry;
  const widgets = registry.inSlot(name).filter((w) => !w.exclusive && (w.when?.(stores) ?? true));
  return (
    <>
      {widgets.map((widget) => (
        <WidgetView
          key={widget.id}
          widget={widget}
          registry={registry}
          // An engagement overlay whose view or texts failed to load gives its turn back: the
          // next overlay may have the screen, and the failed one is not left holding it unseen.
          onFail={
            widget.engagement && !widget.engagement.bar
              ? () => stores.engagement.release(widget.id)
              : undefined
          }
        />
      ))}
    </>
  );
});
