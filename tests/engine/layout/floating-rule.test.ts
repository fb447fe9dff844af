import { describe, expect, it } from "vitest";
import {
  FLOATING_EDGE,
  FLOATING_GAP,
  type FloatingInput,
  type FloatingLayout,
  type FloatingPart,
  placeFloating,
} from "../../../engine/layout/floating-rule";

/** The app's floating parts as they register (widgets/*\/register.ts), at their sizes at rest. */
const PARTS: Record<string, FloatingPart> = {
  shortcut: { id: "shortcut", corner: "end", order: 10, size: { width: 132, height: 44 } },
  chat: { id: "chat", corner: "end", order: 20, size: { width: 56, height: 56 } },
  referral: { id: "referral", corner: "start", order: 10, size: { width: 44, height: 44 } },
  miniGame: { id: "miniGame", corner: "start", order: 20, size: { width: 56, height: 56 } },
};
const TAB_BAR = { id: "tab-bar", order: 0, height: 56 };
const BANNER = { id: "install-banner", order: 10, height: 64 };
const PHONE = { width: 390, height: 664 };

/** Every subset of the parts (16), with and without each bar, in both directions. */
const subsets = (names: string[]): string[][] =>
  names.reduce<string[][]>((all, name) => all.concat(all.map((set) => [...set, name])), [[]]);
const rows = subsets(Object.keys(PARTS)).flatMap((parts) =>
  [true, false].flatMap((tabBar) =>
    [true, false].flatMap((banner) =>
      (["ltr", "rtl"] as const).map((dir) => ({ parts, tabBar, banner, dir })),
    ),
  ),
);

function inputOf(row: (typeof rows)[number], viewportWidth = PHONE.width): FloatingInput {
  return {
    dir: row.dir,
    viewportWidth,
    // Given out of order on purpose: the rule stacks by order, not by the list.
    bars: [...(row.banner ? [BANNER] : []), ...(row.tabBar ? [TAB_BAR] : [])],
    parts: row.parts.map((name) => PARTS[name] as FloatingPart).reverse(),
  };
}

interface Box {
  id: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where everything is on the glass, y growing downwards as the browser counts. */
function boxes(input: FloatingInput, layout: FloatingLayout, width = PHONE.width): Box[] {
  const bars = input.bars.map((bar) => {
    const bottom = PHONE.height - (layout.bars[bar.id] ?? Number.NaN);
    return { id: bar.id, left: 0, right: width, top: bottom - bar.height, bottom };
  });
  const parts = input.parts.map((part) => {
    const place = layout.parts[part.id];
    if (!place) throw new Error(`${part.id} has no place`);
    const left = place.side === "left" ? place.inline : width - place.inline - part.size.width;
    const bottom = PHONE.height - place.bottom;
    return { id: part.id, left, right: left + part.size.width, top: bottom - part.size.height, bottom };
  });
  return [...bars, ...parts];
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe("the floating layout, every combination of parts and bars in both directions", () => {
  it.each(rows)("parts $parts, tab bar $tabBar, banner $banner, $dir", (row) => {
    const input = inputOf(row);
    const layout = placeFloating(input);
    const all = boxes(input, layout);

    // Nothing at rest overlaps anything else.
    const clashes = all.flatMap((a, i) =>
      all.slice(i + 1).flatMap((b) => (overlap(a, b) ? [`${a.id}×${b.id}`] : [])),
    );
    expect(clashes).toEqual([]);

    // Every part is on the screen, on its corner's side: end is right in ltr, left in rtl.
    for (const part of input.parts) {
      const place = layout.parts[part.id];
      const endSide = row.dir === "ltr" ? "right" : "left";
      expect(place?.side).toBe(part.corner === "end" ? endSide : endSide === "right" ? "left" : "right");
      expect(place?.inline).toBe(FLOATING_EDGE);
    }

    // The bars stack from the bottom: the tab bar lowest, the banner on it.
    const barsHeight = (row.tabBar ? TAB_BAR.height : 0) + (row.banner ? BANNER.height : 0);
    if (row.tabBar) expect(layout.bars[TAB_BAR.id]).toBe(0);
    if (row.banner) expect(layout.bars[BANNER.id]).toBe(row.tabBar ? TAB_BAR.height : 0);

    // The page keeps room up to the highest thing resting at its bottom, and no more.
    const highestTop = Math.min(PHONE.height - barsHeight, ...all.map((box) => box.top));
    expect(layout.room).toBe(PHONE.height - highestTop);

    // Within a corner, lower order nearer the bars, one gap apart, the first one edge above them.
    for (const corner of ["start", "end"] as const) {
      const stack = input.parts.filter((part) => part.corner === corner).sort((a, b) => a.order - b.order);
      let bottom = barsHeight + FLOATING_EDGE;
      for (const part of stack) {
        expect(layout.parts[part.id]?.bottom).toBe(bottom);
        bottom += part.size.height + FLOATING_GAP;
      }
    }
  });

  it("mirrors right-to-left: the same places with the sides swapped", () => {
    for (const row of rows.filter((r) => r.dir === "ltr")) {
      const ltr = placeFloating(inputOf(row));
      const rtl = placeFloating(inputOf({ ...row, dir: "rtl" }));
      const swapped = Object.fromEntries(
        Object.entries(ltr.parts).map(([id, place]) => [
          id,
          { ...place, side: place.side === "left" ? "right" : "left" },
        ]),
      );
      expect(rtl.parts).toEqual(swapped);
      expect(rtl.room).toBe(ltr.room);
    }
  });
});

describe("the floating layout, worked examples", () => {
  it("royal's member on home: the shortcut and the chat at the end, the gift and the ball at the start", () => {
    const layout = placeFloating({
      dir: "ltr",
      viewportWidth: PHONE.width,
      bars: [TAB_BAR],
      parts: Object.values(PARTS),
    });
    expect(layout).toEqual({
      bars: { "tab-bar": 0 },
      parts: {
        shortcut: { side: "right", inline: 16, bottom: 72 },
        chat: { side: "right", inline: 16, bottom: 128 },
        referral: { side: "left", inline: 16, bottom: 72 },
        miniGame: { side: "left", inline: 16, bottom: 128 },
      },
      room: 184,
    });
  });

  it("the install banner on the tab bar lifts every part and the room by its height", () => {
    const without = placeFloating({
      dir: "rtl",
      viewportWidth: 390,
      bars: [TAB_BAR],
      parts: [PARTS.chat as FloatingPart],
    });
    const withBanner = placeFloating({
      dir: "rtl",
      viewportWidth: 390,
      bars: [TAB_BAR, BANNER],
      parts: [PARTS.chat as FloatingPart],
    });
    expect(withBanner.parts.chat?.bottom).toBe((without.parts.chat?.bottom ?? 0) + BANNER.height);
    expect(withBanner.room).toBe(without.room + BANNER.height);
    expect(withBanner.bars).toEqual({ "tab-bar": 0, "install-banner": 56 });
  });

  it("a part or bar that draws nothing takes no place and leaves no hole", () => {
    const layout = placeFloating({
      dir: "ltr",
      viewportWidth: 390,
      bars: [TAB_BAR, { ...BANNER, height: 0 }],
      parts: [
        { ...(PARTS.shortcut as FloatingPart), size: { width: 0, height: 0 } },
        PARTS.chat as FloatingPart,
      ],
    });
    expect(layout.parts).toEqual({ chat: { side: "right", inline: 16, bottom: 72 } });
    expect(layout.bars).toEqual({ "tab-bar": 0 });
    expect(layout.room).toBe(128);
  });

  it("nothing floating: the page keeps the bars' room only", () => {
    expect(placeFloating({ dir: "ltr", viewportWidth: 390, bars: [TAB_BAR], parts: [] }).room).toBe(56);
    expect(placeFloating({ dir: "ltr", viewportWidth: 390, bars: [], parts: [] }).room).toBe(0);
  });

  it("on a screen too narrow for both corners side by side, the start stack goes on above the end one", () => {
    const wide = { ...(PARTS.shortcut as FloatingPart), size: { width: 260, height: 44 } };
    const input: FloatingInput = {
      dir: "ltr",
      viewportWidth: 320,
      bars: [TAB_BAR],
      parts: [wide, PARTS.chat as FloatingPart, PARTS.referral as FloatingPart],
    };
    const layout = placeFloating(input);
    expect(layout.parts.shortcut?.bottom).toBe(72);
    expect(layout.parts.chat?.bottom).toBe(128);
    expect(layout.parts.referral?.bottom).toBe(196);
    expect(layout.room).toBe(240);
    const all = boxes(input, layout, 320);
    expect(all.flatMap((a, i) => all.slice(i + 1).filter((b) => overlap(a, b)))).toEqual([]);
  });

  it("parts of one order stack by id, so the layout never depends on registration order", () => {
    const a = { id: "a", corner: "end" as const, order: 0, size: { width: 44, height: 44 } };
    const b = { ...a, id: "b" };
    const one = placeFloating({ dir: "ltr", viewportWidth: 390, bars: [], parts: [a, b] });
    const other = placeFloating({ dir: "ltr", viewportWidth: 390, bars: [], parts: [b, a] });
    expect(one).toEqual(other);
    expect(one.parts.a?.bottom).toBe(16);
  });
});
