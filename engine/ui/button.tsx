import type { CSSObject } from "@emotion/react";
import type { ComponentPropsWithRef, ReactNode } from "react";
import type { LinkProps } from "react-router";
import { AppLink } from "../routing/navigation";
import { LAYOUT } from "../theme/layout";
import { color, focusRing, radius, space, text, weight } from "../theme/scales";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "quiet";

const VARIANTS: Record<ButtonVariant, CSSObject> = {
  /** The one main action of a screen or dialog. */
  primary: { background: color.primary, color: color.onPrimary },
  /** A second action that still stands out (send code). */
  secondary: { background: color.accent, color: color.onAccent },
  /** An alternative (log out, another way to sign in). */
  ghost: { background: "transparent", color: "inherit", borderColor: "currentColor" },
  /** Text that acts (suggest a username, a link-like action in a line). */
  quiet: { background: "transparent", color: color.primaryText, paddingInline: space.sm },
};

/**
 * Every button and button-like link: thumb-sized (44 px at least), the type scale, a visible
 * focus ring. `block` spans the width, as actions at the foot of a form or sheet do.
 */
export function buttonStyle(variant: ButtonVariant = "primary", block = false): CSSObject[] {
  return [
    {
      minHeight: LAYOUT.minTouch,
      minWidth: LAYOUT.minTouch,
      paddingInline: space.lg,
      borderRadius: radius.md,
      font: "inherit",
      ...text.body,
      fontWeight: weight.medium,
      border: "1px solid transparent",
      cursor: "pointer",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      gap: space.sm,
      textDecoration: "none",
      textAlign: "center",
      "&:disabled": { opacity: 0.6, cursor: "default" },
      ...focusRing(),
      ...(block ? { width: "100%" } : {}),
    },
    VARIANTS[variant],
  ];
}

export function Button({
  variant = "primary",
  busy = false,
  block = false,
  children,
  ...rest
}: ComponentPropsWithRef<"button"> & { variant?: ButtonVariant; busy?: boolean; block?: boolean }) {
  return (
    <button type="button" css={buttonStyle(variant, block)} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner size={16} />}
      {children}
    </button>
  );
}

/** An in-app link that looks like a button (a way home, login from a prompt). */
export function ButtonLink({
  variant = "primary",
  block = false,
  ...rest
}: Omit<LinkProps, "to"> & { to: string; variant?: ButtonVariant; block?: boolean }) {
  return <AppLink css={buttonStyle(variant, block)} {...rest} />;
}

/** A control shown as an icon only: its label is what screen readers say (close, change language). */
export function IconButton({
  label,
  children,
  ...rest
}: Omit<ComponentPropsWithRef<"button">, "aria-label" | "children"> & {
  label: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      css={{
        minWidth: LAYOUT.minTouch,
        minHeight: LAYOUT.minTouch,
        display: "inline-grid",
        placeItems: "center",
        padding: 0,
        font: "inherit",
        color: "inherit",
        background: "none",
        border: 0,
        borderRadius: radius.md,
        cursor: "pointer",
        ...focusRing(-3),
      }}
      {...rest}
    >
      {children}
    </button>
  );
}
