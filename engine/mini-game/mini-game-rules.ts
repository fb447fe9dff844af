/**
 * The floating mini-game's rules (spec §4, §6, §9), as pure functions and one small state machine,
 * so every number of the spec is tested without a browser (tests/engine/mini-game/). The widget
 * (widgets/mini-game) only wires them to pointer events, timers and session storage.
 */
import {
  MINI_GAME_CLICK_THRESHOLD_PX,
  MINI_GAME_DRAG_CLICK_DEBOUNCE_MS,
  MINI_GAME_DRAG_MARGIN_RATIO,
} from "../constants";
import { isObject, type KeyValueStorage, readShape } from "../platform/storage";
import type { MiniGameVariant } from "./mini-game-switch";

export type { MiniGameVariant } from "./mini-game-switch";

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The game's script (spec §9): under /mini-game/<variant>/, with a timestamp so a new build of
 * the game reaches members at once whatever their cache holds.
 */
export function miniGameScriptUrl(variant: MiniGameVariant, now: number, origin = ""): string {
  return `${origin}/mini-game/${variant}/mini-game.js?t=${Math.trunc(now)}`;
}

/** The margin the container keeps from every edge: 2 % of the window's width (spec §9). */
export function dragMargin(viewportWidth: number): number {
  return Math.round(viewportWidth * MINI_GAME_DRAG_MARGIN_RATIO);
}

/**
 * The container's top-left corner brought inside the window less its margins. A container larger
 * than the room left sticks to the start margin, so its own close button stays reachable.
 */
export function clampPosition(position: Point, size: Size, viewport: Size): Point {
  const margin = dragMargin(viewport.width);
  const clamp = (value: number, box: number, room: number) => {
    const max = room - box - margin;
    if (max < margin) return margin;
    return Math.min(Math.max(value, margin), max);
  };
  return {
    x: clamp(position.x, size.width, viewport.width),
    y: clamp(position.y, size.height, viewport.height),
  };
}

/** Session storage key of the container's position: kept while the tab lives (spec §4). */
export const MINI_GAME_POSITION_KEY = "wl.miniGamePosition";

/** The kept position, or null when none is kept; what is kept but is not a position is dropped. */
export function readPosition(storage: KeyValueStorage): Point | null {
  return readShape(storage, MINI_GAME_POSITION_KEY, (value) =>
    isObject(value) && Number.isFinite(value.x) && Number.isFinite(value.y)
      ? { x: value.x as number, y: value.y as number }
      : null,
  );
}

export function writePosition(storage: KeyValueStorage, position: Point): void {
  storage.set(
    MINI_GAME_POSITION_KEY,
    JSON.stringify({ x: Math.round(position.x), y: Math.round(position.y) }),
  );
}

/** What a finished touch was. */
export type GestureEnd =
  /** Moved less than the threshold: the game gets the tap. */
  | "click"
  /** A click too soon after the last click or drag: swallowed, so a shaky drag does not also tap. */
  | "debounced"
  /** Moved the container: no tap. */
  | "drag"
  /** No touch was going on. */
  | "none";

/**
 * One finger on the container, from down to up. Under MINI_GAME_CLICK_THRESHOLD_PX of movement
 * it is a click; from there on the container follows the finger inside the margins. A click
 * within MINI_GAME_DRAG_CLICK_DEBOUNCE_MS of the previous click or drag is not passed on.
 */
export class DragGesture {
  private start: { pointer: Point; position: Point } | null = null;
  private dragging = false;
  /** When the last click was passed on or the last drag ended. */
  private lastEnd = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => number) {}

  get active(): boolean {
    return this.start !== null;
  }

  get isDragging(): boolean {
    return this.dragging;
  }

  begin(pointer: Point, position: Point): void {
    this.start = { pointer, position };
    this.dragging = false;
  }

  /** The container's new position, or null while the finger is still within the click threshold. */
  move(pointer: Point, size: Size, viewport: Size): Point | null {
    if (!this.start) return null;
    const dx = pointer.x - this.start.pointer.x;
    const dy = pointer.y - this.start.pointer.y;
    if (!this.dragging && Math.hypot(dx, dy) < MINI_GAME_CLICK_THRESHOLD_PX) return null;
    this.dragging = true;
    return clampPosition({ x: this.start.position.x + dx, y: this.start.position.y + dy }, size, viewport);
  }

  end(): GestureEnd {
    if (!this.start) return "none";
    const dragged = this.dragging;
    this.start = null;
    this.dragging = false;
    const now = this.now();
    if (dragged) {
      this.lastEnd = now;
      return "drag";
    }
    if (now - this.lastEnd < MINI_GAME_DRAG_CLICK_DEBOUNCE_MS) return "debounced";
    this.lastEnd = now;
    return "click";
  }

  /** The touch was taken away (the browser scrolled, a call came in): neither a click nor a drag. */
  cancel(): void {
    if (this.dragging) this.lastEnd = this.now();
    this.start = null;
    this.dragging = false;
  }
}

export interface IntervalTimers {
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: never) => void;
}

/**
 * Reads the container's size every `everyMs` (the game grows and shrinks as it likes, and says
 * nothing) and reports each change, the first reading included. Returns what stops it.
 */
export function watchSize(
  read: () => Size,
  onChange: (size: Size) => void,
  everyMs: number,
  timers: IntervalTimers,
): () => void {
  let last: Size | null = null;
  const check = () => {
    const size = read();
    if (last && last.width === size.width && last.height === size.height) return;
    last = size;
    onChange(size);
  };
  check();
  const handle = timers.setInterval(check, everyMs);
  return () => timers.clearInterval(handle as never);
}
