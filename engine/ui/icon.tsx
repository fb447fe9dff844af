/**
 * The engine's few line icons, drawn on a 24-unit grid in the current text colour. Icons that
 * point along the reading direction (back, forward) mirror in right-to-left pages.
 */
const PATHS = {
  back: "M15 5l-7 7 7 7",
  forward: "M9 5l7 7-7 7",
  close: "M6 6l12 12M18 6L6 18",
  globe: "M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  refresh: "M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5",
  check: "M5 12l5 5 9-10",
  alert: "M12 8v5M12 16.5v.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  empty: "M4 13l2.5-7h11L20 13M4 13v6h16v-6M4 13h5l1 2h4l1-2h5",
  expand: "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5",
  collapse: "M6 15l6-6 6 6",
} as const;

export type IconName = keyof typeof PATHS;

const DIRECTIONAL: ReadonlySet<IconName> = new Set(["back", "forward"]);

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      css={{ flex: "none", ...(DIRECTIONAL.has(name) ? { "[dir=rtl] &": { transform: "scaleX(-1)" } } : {}) }}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
