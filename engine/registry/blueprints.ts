/**
 * One blueprint per kind of widget. The author names the varying parts; the blueprint builds
 * the namespaced id from the kind and the right shape for the registry, so a screen cannot be
 * registered as a slot by mistake. Every widgets/<name>/register.ts exports what these return.
 */
import type { LazyEngage } from "../engagement/engage";
import type { MessagePart } from "../i18n/message-parts";
import {
  type FloatingDeclaration,
  type LazyView,
  type RouteWidget,
  SCREEN_KIND,
  type ShowRule,
  SLOT_KINDS,
  type SlotName,
  type SlotWidget,
} from "./registry";

type When = ShowRule;
/** The catalogue parts a widget's texts are in (engine/i18n/message-parts.ts); the core is always there. */
type Messages = readonly MessagePart[];

/** A routed page, e.g. `defineScreen({ name: "home", path: "/m/home", view })` → `screen:home`. */
export function defineScreen(options: {
  name: string;
  path: string;
  /** Needs a session (spec section 2): without one the member goes to /m/login. */
  protected?: boolean;
  /** Where a protected screen sends a visitor instead of /m/login (spec section 2: /m/feedback → /m/home). */
  guestRedirect?: string;
  /** While false the route answers 'not found' (a switched-off feature). */
  when?: When;
  /** The screen takes the whole viewport, without the app's bars (the game viewer). */
  fullViewport?: boolean;
  messages?: Messages;
  view: LazyView;
}): RouteWidget {
  const { name, path, when, view, messages } = options;
  return {
    id: `${SCREEN_KIND}:${name}`,
    route: {
      path,
      ...(options.protected ? { protected: true } : {}),
      ...(options.protected && options.guestRedirect ? { guestRedirect: options.guestRedirect } : {}),
      ...(options.fullViewport ? { chrome: "none" as const } : {}),
    },
    ...(when ? { when } : {}),
    ...(messages ? { messages } : {}),
    view,
  };
}

/**
 * Something shown over the page while `when` holds. `exclusive` replaces the whole page
 * (maintenance, access denied); `order` decides which exclusive one wins and the stacking.
 */
export function defineOverlay(options: {
  name: string;
  when: When;
  exclusive?: boolean;
  order?: number;
  messages?: Messages;
  view: LazyView;
}): SlotWidget {
  return slotWidget("overlay", options);
}

/**
 * An engagement overlay (announcement, welcome, install, download, upgrade, splash, push prompt):
 * `engage` holds its rules, loaded after the first page, which ask the conductor for a turn when
 * due; the view shows while the turn is its own. `priority` from ENGAGEMENT_PRIORITY
 * (engine/engagement/turn-rules.ts); `overGame` for what the spec ties to a running game.
 */
export function defineEngagement(options: {
  name: string;
  priority: number;
  overGame?: boolean;
  engage: LazyEngage;
  messages?: Messages;
  view: LazyView;
}): SlotWidget {
  const { name, priority, overGame, engage, messages, view } = options;
  const id = `${SLOT_KINDS.overlay}:${name}`;
  return {
    ...slotWidget("overlay", { name, messages, view, when: (stores) => stores.engagement.isShowing(id) }),
    engagement: { priority, engage, ...(overGame ? { overGame } : {}) },
  };
}

/**
 * A bar of the page's chrome whose rules decide when it shows (the download bar): not a modal, so
 * it takes no turn, but like an engagement overlay its rules (`engage`) load after the first page
 * and say when it is due (`turn.request()` shows it, `turn.release()` hides it), so neither its rules
 * nor its view weigh on the first route.
 */
export function defineBar(options: {
  name: string;
  slot: Exclude<SlotName, "overlay">;
  order?: number;
  engage: LazyEngage;
  messages?: Messages;
  view: LazyView;
}): SlotWidget {
  const { slot, engage, ...rest } = options;
  const id = `${SLOT_KINDS[slot]}:${options.name}`;
  return {
    ...slotWidget(slot, { ...rest, when: (stores) => stores.engagement.bars.has(id) }),
    engagement: { bar: true, priority: 0, engage },
  };
}

/**
 * A widget in one of the page's other slots (top bar, bottom bar, floating, sign-in methods). A
 * floating part declares its corner and size at rest (`floating`), a bar of the bottom edge its
 * height (`barHeight`): the one floating layout places them (engine/layout/floating-rule.ts).
 */
export function defineSlot(
  slot: Exclude<SlotName, "overlay">,
  options: {
    name: string;
    when?: When;
    order?: number;
    floating?: FloatingDeclaration;
    barHeight?: number;
    messages?: Messages;
    view: LazyView;
  },
): SlotWidget {
  const { floating, barHeight, ...rest } = options;
  return {
    ...slotWidget(slot, rest),
    ...(floating ? { floating } : {}),
    ...(barHeight !== undefined ? { barHeight } : {}),
  };
}

function slotWidget(
  slot: SlotName,
  options: {
    name: string;
    when?: When;
    order?: number;
    exclusive?: boolean;
    messages?: Messages;
    view: LazyView;
  },
): SlotWidget {
  const { name, when, order, exclusive, view, messages } = options;
  return {
    id: `${SLOT_KINDS[slot]}:${name}`,
    slot,
    ...(exclusive ? { exclusive } : {}),
    ...(order !== undefined ? { order } : {}),
    ...(when ? { when } : {}),
    ...(messages ? { messages } : {}),
    view,
  };
}
