import type { CSSObject } from "@emotion/react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { LAYOUT } from "../theme/layout";

type Variant = "primary" | "secondary" | "ghost";

const buttonBase = {
  minHeight: LAYOUT.minTouch,
  minWidth: LAYOUT.minTouch,
  padding: "0 18px",
  borderRadius: "var(--wl-radius)",
  font: "inherit",
  fontWeight: 600,
  fontSize: 16,
  border: "1px solid transparent",
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 8,
  "&:disabled": { opacity: 0.6, cursor: "default" },
  "&:focus-visible": { outline: "3px solid var(--wl-accent)", outlineOffset: 2 },
} as const;

const variants: Record<Variant, CSSObject> = {
  primary: { background: "var(--wl-primary)", color: "var(--wl-on-primary)" },
  secondary: { background: "var(--wl-accent)", color: "var(--wl-on-accent)" },
  ghost: { background: "transparent", color: "inherit", borderColor: "currentColor" },
};

export function Button({
  variant = "primary",
  busy = false,
  children,
  ...rest
}: ComponentPropsWithRef<"button"> & { variant?: Variant; busy?: boolean }) {
  return (
    <button type="button" css={[buttonBase, variants[variant]]} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner size={16} />}
      {children}
    </button>
  );
}

/** Decorative: the busy control or region around it carries aria-busy for screen readers. */
export function Spinner({ size = 24 }: { size?: number }) {
  return (
    <span
      aria-hidden="true"
      css={{
        display: "inline-block",
        width: size,
        height: size,
        border: "3px solid currentColor",
        borderInlineEndColor: "transparent",
        borderRadius: "50%",
        animation: "wl-spin 0.8s linear infinite",
        "@keyframes wl-spin": { to: { transform: "rotate(360deg)" } },
      }}
    />
  );
}

/** Placeholder of the same size as what will replace it, so nothing jumps. */
export function Skeleton({ className }: { className: string }) {
  return <div className={`wl-skeleton ${className}`} aria-hidden="true" />;
}

export function Page({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <main className="wl-page" aria-labelledby={labelledBy}>
      {children}
    </main>
  );
}
