/**
 * Placeholder of the same size as what will replace it, so nothing jumps. The boxes are the
 * static shell's classes (engine/theme/layout.ts), so the shell and React draw the same ones.
 */
export function Skeleton({ className }: { className: "wl-banner" | "wl-lane" | "wl-field" }) {
  return <div className={`wl-skeleton ${className}`} aria-hidden="true" />;
}
