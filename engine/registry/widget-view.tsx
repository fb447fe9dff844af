import { observer } from "mobx-react-lite";
import { type ReactNode, Suspense } from "react";
import { useStores } from "../ui/stores-context";
import type { Registry, SlotName, WidgetDefinition } from "./registry";
import { useRegistry } from "./registry-context";
import { WidgetBoundary } from "./widget-boundary";

/** One widget: error boundary, then suspense while its lazy view loads. */
export function WidgetView({
  widget,
  registry: given,
  loading = null,
  failed,
}: {
  widget: WidgetDefinition;
  registry?: Registry;
  loading?: ReactNode;
  failed?: ReactNode;
}) {
  const registry = useRegistry();
  const View = (given ?? registry).view(widget);
  return (
    <WidgetBoundary widgetId={widget.id} fallback={failed}>
      <Suspense fallback={loading}>
        <View />
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
        <WidgetView key={widget.id} widget={widget} registry={registry} />
      ))}
    </>
  );
});
