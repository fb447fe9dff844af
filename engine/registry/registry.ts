import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RootStore } from "../stores/root-store";

/** Places outside the routed page where widgets can appear. */
export type SlotName = "top-bar" | "bottom-bar" | "overlay" | "floating" | "sign-in-methods";

export type LazyView = () => Promise<{ default: ComponentType }>;

interface WidgetBase {
  /** Namespaced id, `kind:name` (e.g. `screen:home`, `overlay:maintenance`). */
  id: string;
  /** Shown only while this holds; read inside a MobX observer, so it re-evaluates by itself. */
  when?: (stores: RootStore) => boolean;
  /** Lower first, within a slot. */
  order?: number;
  /** The view, imported only when the widget first shows. */
  view: LazyView;
}

export interface RouteWidget extends WidgetBase {
  route: {
    path: string;
    /** Needs a session token, or goes to /m/login (spec section 2). */
    protected?: boolean;
  };
}

export interface SlotWidget extends WidgetBase {
  slot: SlotName;
  /** An overlay that replaces the whole page while it shows (maintenance, access denied). */
  exclusive?: boolean;
}

export type WidgetDefinition = RouteWidget | SlotWidget;

const ID_PATTERN = /^[a-z]+:[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export class DuplicateWidgetError extends Error {}

/** Where widgets register themselves; the engine builds routes and slots from it and knows no widget by name. */
export class Registry {
  private readonly widgets = new Map<string, WidgetDefinition>();
  private readonly views = new Map<string, LazyExoticComponent<ComponentType>>();

  register(definition: WidgetDefinition): void {
    if (!ID_PATTERN.test(definition.id)) {
      throw new Error(`Widget id "${definition.id}" must look like kind:name (lower case, e.g. screen:home)`);
    }
    if (this.widgets.has(definition.id)) {
      throw new DuplicateWidgetError(`Widget "${definition.id}" is registered twice`);
    }
    if ("route" in definition) {
      const clash = this.routes().find((w) => w.route.path === definition.route.path);
      if (clash) {
        throw new DuplicateWidgetError(
          `Route ${definition.route.path} of "${definition.id}" is already taken by "${clash.id}"`,
        );
      }
    }
    this.widgets.set(definition.id, definition);
  }

  get(id: string): WidgetDefinition | undefined {
    return this.widgets.get(id);
  }

  routes(): RouteWidget[] {
    return [...this.widgets.values()].filter((w): w is RouteWidget => "route" in w);
  }

  routeFor(path: string): RouteWidget | undefined {
    return this.routes().find((w) => w.route.path === path);
  }

  inSlot(slot: SlotName): SlotWidget[] {
    return [...this.widgets.values()]
      .filter((w): w is SlotWidget => "slot" in w && w.slot === slot)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }

  /** One lazy component per widget, so React keeps its state across renders. */
  view(definition: WidgetDefinition): LazyExoticComponent<ComponentType> {
    let view = this.views.get(definition.id);
    if (!view) {
      view = lazy(definition.view);
      this.views.set(definition.id, view);
    }
    return view;
  }
}

/** The registry the app's widgets register into (see widgets/index.ts). */
export const registry = new Registry();
