/**
 * The platform's profile pictures, numbered from 1 (spec section 3: `gw.PROFILE_ICON_COUNT`,
 * default 9). The engine draws them itself: a face on a coloured disc, each number its own
 * colour and expression, so a picture costs no download and reads at any size.
 */
const DISCS = [
  "#F2994A",
  "#27AE60",
  "#2F80ED",
  "#9B51E0",
  "#EB5757",
  "#00A3A3",
  "#F2C94C",
  "#6D4C41",
  "#56CCF2",
];
const MOUTHS = ["M9 15c1.5 1.5 4.5 1.5 6 0", "M9 15h6", "M9.5 14.5a2.5 2.5 0 0 0 5 0z"];
const EYES = [
  "M9 10h.01M15 10h.01",
  "M8.5 10.5c.5-1 1.5-1 2 0M13.5 10.5c.5-1 1.5-1 2 0",
  "M8.5 9.5l1.5 1M15.5 9.5l-1.5 1",
];

export function Avatar({ icon, size = 56, label }: { icon: number; size?: number; label?: string }) {
  const index = Math.max(0, icon - 1);
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      css={{ flex: "none", borderRadius: "50%" }}
    >
      <circle cx="12" cy="12" r="12" fill={DISCS[index % DISCS.length]} />
      <circle cx="12" cy="12" r="7.5" fill="#FFFFFF" opacity="0.92" />
      <g fill="none" stroke="#1F2933" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
        <path d={EYES[Math.floor(index / 3) % EYES.length]} strokeWidth="2" />
        <path d={MOUTHS[index % MOUTHS.length]} />
      </g>
    </svg>
  );
}
