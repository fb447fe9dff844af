import { observer } from "mobx-react-lite";
import { type ReactNode, Suspense } from "react";
import { useStores } from "../ui/stores-context";
import { registry as appRegistry, type Registry, type SlotName, type WidgetDefinition } from "./registry";
import { WidgetBoundary } from "./widget-boundary";

/** One widget: error boundary, then suspense while its lazy view loads. */
export function WidgetView({
  widget,
  registry = appRegistry,
  loading = null,
  failed,
}: {
  widget: WidgetDefinition;
  registry?: Registry;
  loading?: ReactNode;
  failed?: ReactNode;
}) {
  const View = registry.view(widget);
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
  registry = appRegistry,
}: {
  name: SlotName;
  registry?: Registry;
}) {
  const stores = useStores();
  const widgets = registry.inSlot(name).filter((w) => !w.exclusive && (w.when?.(stores) ?? true));
  return (
    <>
      {widgets.map((widget) => (
        <WidgetView key={widget.id} widget={widget} registry={registry} />
      ))}
    </>
  );
});
