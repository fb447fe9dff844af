import { createContext, useContext } from "react";
import type { Size } from "./floating-rule";

/**
 * What the floating layer hands a part that moves itself (the mini-game, which the member may
 * drag anywhere): where it rests until moved, and a way to say how big it is while it rests
 * there (null once moved away or drawing nothing, so its corner and the page's room forget it).
 */
export interface FloatingPlace {
  /** Changes whenever the resting place does, for effects to depend on. */
  key: string;
  /** The top-left point, on the glass, of a box of this size resting in its corner; null before layout. */
  restingPoint(size: Size): { x: number; y: number } | null;
  report(size: Size | null): void;
}

export const FloatingPlaceContext = createContext<FloatingPlace | null>(null);

/** The resting place the floating layer gives this part, or null outside the layer. */
export function useFloatingPlace(): FloatingPlace | null {
  return useContext(FloatingPlaceContext);
}
