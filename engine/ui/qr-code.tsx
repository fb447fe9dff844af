import { useEffect, useState } from "react";
import { color, radius, space } from "../theme/scales";

/** The code's dark modules as one SVG path: a row's run of dark modules is one rectangle. */
function modulePath(size: number, dark: (row: number, column: number) => boolean): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!dark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && dark(row, column)) column += 1;
      parts.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
    }
  }
  return parts.join("");
}

/** Quiet zone around the code, in modules: scanners need four. */
const QUIET = 4;

/**
 * A QR code of `value`, drawn as SVG from the encoder's module matrix. The encoder (qrcode) is
 * loaded when the first code shows, never with the page. Dark on white whatever the theme: bank
 * apps scan that best. `label` is what screen readers say (the value is printed beside it).
 */
export function QrCode({ value, label, size = 208 }: { value: string; label: string; size?: number }) {
  const [path, setPath] = useState<{ value: string; modules: number; d: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(({ create }) => {
      const code = create(value, { errorCorrectionLevel: "M" });
      // get() answers 1 for a dark module.
      const modules = code.modules.size;
      const d = modulePath(modules, (row, column) => code.modules.get(row, column) === 1);
      if (live) setPath({ value, modules, d });
    });
    return () => {
      live = false;
    };
  }, [value]);

  const box = { width: size, height: size, borderRadius: radius.md };
  if (!path || path.value !== value) return <div className="wl-skeleton" aria-hidden="true" css={box} />;
  const total = path.modules + QUIET * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${total} ${total}`}
      shapeRendering="crispEdges"
      css={{ ...box, background: "#FFFFFF", padding: space.xs, border: `1px solid ${color.border}` }}
    >
      <path d={path.d} fill="#000000" />
    </svg>
  );
}
