import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  widgetId: string;
  children: ReactNode;
  /** What stands in for a failed widget; nothing by default, so the rest of the page stays. */
  fallback?: ReactNode;
  /** Told once when the widget fails (an engagement overlay gives its turn back). */
  onFail?: () => void;
}

/** Isolates one widget: its render errors and failed lazy imports stop at this boundary. */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[widget ${this.props.widgetId}] failed and was removed from the page:`,
      error,
      info.componentStack,
    );
    this.props.onFail?.();
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
