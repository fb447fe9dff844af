import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { LazyEngage } from "../engagement/engage";
import type { MessagePart } from "../i18n/message-parts";
import type { Corner } from "../layout/floating-rule";
import type { Engine } from "../root/engine";

/** Places outside the routed page where widgets can appear. */
export type SlotName = "top-bar" | "bottom-bar" | "overlay" | "floating" | "sign-in-methods";

/**
 * The kind each slot's widgets carry in their id, so an id says where its widget goes
 * (`overlay:two-factor`, `chrome:tab-bar`); routed screens are `screen:`.
 */
export const SLOT_KINDS = {
  "top-bar": "chrome",
  "bottom-bar": "chrome",
  overlay: "overlay",
  floating: "floating",
  "sign-in-methods": "signin",
} as const satisfies Record<SlotName, string>;

export const SCREEN_KIND = "screen";

export type LazyView = () => Promise<{ default: ComponentType }>;

/**
 * A widget's rule for showing (a feature switch, a session, a live setting): it may read any of
 * the engine, inside a MobX observer, so it re-evaluates by itself.
 */
export type ShowRule = (stores: Engine) => boolean;

interface WidgetBase {
  /** Namespaced id, `kind:name` (e.g. `screen:home`, `overlay:maintenance`). */
  id: string;
  /** Shown only while this holds. */
  when?: ShowRule;
  /** Lower first, within a slot. */
  order?: number;
  /** The view, imported only when the widget first shows. */
  view: LazyView;
  /** The catalogue parts its texts are in, loaded with the view (engine/i18n/message-parts.ts). */
  messages?: readonly MessagePart[];
}

export interface RouteWidget extends WidgetBase {
  route: {
    path: string;
    /** Needs a session token, or goes to /m/login (spec section 2). */
    protected?: boolean;
    /** A protected screen's destination for a visitor, when it is not /m/login. */
    guestRedirect?: string;
    /** "none": the screen takes the whole viewport (the game viewer): no top bar, no tab bar. */
    chrome?: "app" | "none";
  };
}

/**
 * What a floating part needs of the one floating layout (engine/layout/floating-rule.ts): its
 * corner and its size at rest (used until the part is measured); the widget's `order` stacks it,
 * lower nearer the bars. A `movable` part (the mini-game) places itself and is handed its resting
 * place (engine/layout/floating-place.ts) instead of being put there.
 */
export interface FloatingDeclaration {
  corner: Corner;
  width: number;
  height: number;
  movable?: boolean;
}

export interface SlotWidget extends WidgetBase {
  slot: SlotName;
  /** A floating part's corner and size (the floating slot's widgets all declare one). */
  floating?: FloatingDeclaration;
  /**
   * A bar of the bottom edge (bottom-bar slot): its height in px until it is measured; the bars
   * stack from the screen's bottom by `order`, and the floating parts rest above them.
   */
  barHeight?: number;
  /** An overlay that replaces the whole page while it shows (maintenance, access denied). */
  exclusive?: boolean;
  /** An engagement overlay: it shows when the conductor gives it a turn (engine/engagement/). */
  engagement?: {
    /** A bar (engine/registry/blueprints.ts defineBar): shown when due, beside any overlay, no turn. */
    bar?: boolean;
    priority: number;
    overGame?: boolean;
    /** Its rules, which ask for a turn; loaded after the first page. */
    engage: LazyEngage;
  };
}

export type WidgetDefinition = RouteWidget | SlotWidget;

const ID_PATTERN = /^([a-z]+):[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export class DuplicateWidgetError extends Error {}

/** The kind an id must carry for its shape: `screen` for a route, the slot's kind otherwise. */
export function expectedKind(definition: WidgetDefinition): string {
  return "route" in definition ? SCREEN_KIND : SLOT_KINDS[definition.slot];
}

/** Every floating part declares its corner and size, and only floating parts and bottom bars declare theirs. */
function checkPlacement(widget: SlotWidget): void {
  const floating = widget.slot === "floating";
  if (
    floating !== Boolean(widget.floating) ||
    (widget.barHeight !== undefined && widget.slot !== "bottom-bar")
  ) {
    throw new Error(
      floating
        ? `Floating widget "${widget.id}" must declare floating: { corner, width, height }`
        : `Widget "${widget.id}" in the ${widget.slot} slot declares a floating place or bar height`,
    );
  }
}

/** Where widgets register themselves; the engine builds routes and slots from it and knows no widget by name. */
export class Registry {
  private readonly widgets = new Map<string, WidgetDefinition>();
  private readonly views = new Map<string, LazyExoticComponent<ComponentType>>();

  register(...definitions: WidgetDefinition[]): void {
    for (const definition of definitions) this.registerOne(definition);
  }

  private registerOne(definition: WidgetDefinition): void {
    const kind = ID_PATTERN.exec(definition.id)?.[1];
    if (!kind) {
      throw new Error(`Widget id "${definition.id}" must look like kind:name (lower case, e.g. screen:home)`);
    }
    // A slot widget called `screen:x` would read as a page everywhere its id is logged.
    const expected = expectedKind(definition);
    if (kind !== expected) {
      const where = "route" in definition ? "a route" : `the ${definition.slot} slot`;
      throw new Error(
        `Widget "${definition.id}" goes in ${where}, so its id must start with "${expected}:" (use the blueprints in engine/registry/blueprints.ts)`,
      );
    }
    if (this.widgets.has(definition.id)) {
      throw new DuplicateWidgetError(`Widget "${definition.id}" is registered twice`);
    }
    // Checked in development and tests (tests/widgets/catalogue.test.ts registers every widget),
    // not in the built app: the first page's budget has no room for a check its build has passed.
    if (import.meta.env.DEV && !("route" in definition)) checkPlacement(definition);
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

  /**
   * Whether a link to `path` (its query and hash ignored) leads somewhere: a screen is registered
   * there and its `when` rule holds (a switched-off feature's route answers 'not found'). Tabs,
   * shortcuts and buttons ask this before they show, so none leads to a dead end. Read inside a
   * MobX observer, so they appear and disappear as the feature switches change.
   */
  isAvailable(path: string, stores: Engine): boolean {
    const widget = this.routeFor(path.split(/[?#]/, 1)[0] ?? path);
    return widget !== undefined && (widget.when?.(stores) ?? true);
  }

  /** The engagement overlays and bars (engine/engagement/), whose rules start after the first page. */
  engagements(): SlotWidget[] {
    return [...this.widgets.values()].filter(
      (w): w is SlotWidget => "slot" in w && w.engagement !== undefined,
    );
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
