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

/**
 * One widget: error boundary, then suspense while its lazy view and its texts load. With
 * `withPage`, it has no suspense of its own: the page around it waits for it (its own loading
 * state shows meanwhile), so the widget arrives in the same paint as the page instead of pushing
 * the page's content down after it has been painted.
 */
export function WidgetView({
  widget,
  registry: given,
  loading = null,
  failed,
  onFail,
  withPage = false,
}: {
  widget: WidgetDefinition;
  registry?: Registry;
  loading?: ReactNode;
  failed?: ReactNode;
  onFail?: () => void;
  withPage?: boolean;
}) {
  const registry = useRegistry();
  const View = (given ?? registry).view(widget);
  const content = (
    <MessagesReady widget={widget}>
      <View />
    </MessagesReady>
  );
  return (
    <WidgetBoundary widgetId={widget.id} fallback={failed} onFail={onFail}>
      {withPage ? content : <Suspense fallback={loading}>{content}</Suspense>}
    </WidgetBoundary>
  );
}

/**
 * The (non-exclusive) widgets of a slot whose `when` rule holds, in order. `withPage` for a slot
 * inside a page's flow with content after it (the sign-in methods above 'Register'): the page
 * shows once the slot's widgets can, so nothing it painted moves when they arrive (CLS).
 */
export const Slot = observer(function Slot({
  name,
  registry: given,
  withPage = false,
}: {
  name: SlotName;
  registry?: Registry;
  withPage?: boolean;
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
          withPage={withPage}
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
