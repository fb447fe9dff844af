/**
 * Where the floating parts rest and how much room the page keeps for them (docs/decisions.md
 * "One layout for the floating parts"), as one pure function so every combination is a row of a
 * table (tests/engine/layout/floating-rule.test.ts). engine/layout/floating-layer.tsx applies it.
 *
 * The bars of the bottom edge (the tab bar, the install banner on it) stack from the screen's
 * bottom by their order. Above them the floating parts stack in two corners, start and end, by
 * their order, lowest nearest the bars; the corners are logical, so right-to-left mirrors them.
 * The page keeps at its bottom the room up to the highest thing resting there, so its last
 * content and buttons can be scrolled clear of all of it.
 */
import { space } from "../theme/scales";

export type Corner = "start" | "end";
export type Side = "left" | "right";

export interface Size {
  width: number;
  height: number;
}

/** A full-width bar of the bottom edge; a height of 0 is a bar that draws nothing (absent). */
export interface BottomBar {
  id: string;
  order: number;
  height: number;
}

/** A floating part at rest; a size of 0 is a part that draws nothing (absent). */
export interface FloatingPart {
  id: string;
  corner: Corner;
  order: number;
  size: Size;
}

export interface FloatingInput {
  dir: "ltr" | "rtl";
  /** The layout viewport's width, px: whether the two corners' stacks fit side by side. */
  viewportWidth: number;
  bars: readonly BottomBar[];
  parts: readonly FloatingPart[];
}

/** Where a part rests: its distance from the screen's `side` edge and from its bottom, px. */
export interface PartPlace {
  side: Side;
  inline: number;
  bottom: number;
}

export interface FloatingLayout {
  /** Each present bar's distance from the screen's bottom, px. */
  bars: Record<string, number>;
  parts: Record<string, PartPlace>;
  /** The room the page keeps at its bottom, px: the bars and the highest part resting above them. */
  room: number;
}

/** From the screen's side edges, and between the bars and the lowest part. */
export const FLOATING_EDGE = space.lg;
/** Between two parts of one corner. */
export const FLOATING_GAP = space.md;

/** The physical side of a logical corner: end is right in left-to-right, left in right-to-left. */
export function sideOf(corner: Corner, dir: "ltr" | "rtl"): Side {
  return (corner === "end") === (dir === "ltr") ? "right" : "left";
}

const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) =>
  a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const present = (size: Size) => size.width > 0 && size.height > 0;

function stackHeight(stack: readonly FloatingPart[]): number {
  return stack.reduce((sum, part, index) => sum + part.size.height + (index ? FLOATING_GAP : 0), 0);
}

export function placeFloating(input: FloatingInput): FloatingLayout {
  const bars: Record<string, number> = {};
  let barsHeight = 0;
  for (const bar of [...input.bars].sort(byOrder)) {
    if (bar.height <= 0) continue;
    bars[bar.id] = barsHeight;
    barsHeight += bar.height;
  }

  const shown = input.parts.filter((part) => present(part.size));
  const start = shown.filter((part) => part.corner === "start").sort(byOrder);
  const end = shown.filter((part) => part.corner === "end").sort(byOrder);
  const widest = (stack: readonly FloatingPart[]) => Math.max(0, ...stack.map((part) => part.size.width));
  const sideBySide = widest(start) + widest(end) + 3 * FLOATING_EDGE <= input.viewportWidth;

  const base = barsHeight + FLOATING_EDGE;
  // The end corner (under the thumb of most hands) keeps its place; on a screen too narrow for
  // both corners side by side, the start corner's stack goes on above it.
  const startBase = sideBySide || end.length === 0 ? base : base + stackHeight(end) + FLOATING_GAP;

  const parts: Record<string, PartPlace> = {};
  let room = barsHeight;
  const stack = (corner: Corner, members: readonly FloatingPart[], from: number) => {
    let bottom = from;
    for (const part of members) {
      parts[part.id] = { side: sideOf(corner, input.dir), inline: FLOATING_EDGE, bottom };
      bottom += part.size.height;
      room = Math.max(room, bottom);
      bottom += FLOATING_GAP;
    }
  };
  stack("end", end, base);
  stack("start", start, startBase);
  return { bars, parts, room };
}
