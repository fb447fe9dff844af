import type { CSSObject } from "@emotion/react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { AppLink } from "../routing/navigation";
import { LAYOUT } from "../theme/layout";
import { color, focusRing, radius, space, text, weight } from "../theme/scales";
import { Icon } from "./icon";

/** A list without bullets, its rows a little apart. */
export function List(props: ComponentPropsWithoutRef<"ul">) {
  return <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.xs }} {...props} />;
}

const rowStyle = (selected: boolean): CSSObject => ({
  width: "100%",
  minHeight: LAYOUT.minTouch,
  display: "flex",
  alignItems: "center",
  gap: space.md,
  paddingInline: space.md,
  paddingBlock: space.sm,
  textAlign: "start",
  font: "inherit",
  ...text.body,
  fontWeight: selected ? weight.bold : weight.regular,
  color: "inherit",
  textDecoration: "none",
  background: selected ? color.primarySoft : "none",
  border: 0,
  borderRadius: radius.md,
  cursor: "pointer",
  ...focusRing(-3),
});

/**
 * One row of a list: an optional leading picture, the label (with a second line), trailing
 * text, and — when it acts — the whole row is the button or link (thumb-sized), with a chevron
 * for a link. `selected` marks the current choice (aria-current), as in the language sheet.
 */
export function ListItem({
  label,
  detail,
  leading,
  trailing,
  to,
  onClick,
  selected = false,
  lang,
}: {
  label: ReactNode;
  detail?: ReactNode;
  leading?: ReactNode;
  trailing?: ReactNode;
  to?: string;
  onClick?: () => void;
  selected?: boolean;
  lang?: string;
}) {
  const body = (
    <>
      {leading}
      <span css={{ flex: 1, minWidth: 0, display: "grid" }}>
        <span>{label}</span>
        {detail && <span css={{ ...text.small, color: color.textMuted }}>{detail}</span>}
      </span>
      {trailing && <span css={{ color: color.textMuted }}>{trailing}</span>}
      {to && <Icon name="forward" size={18} />}
    </>
  );
  const current = selected || undefined;
  return (
    <li lang={lang}>
      {to ? (
        <AppLink to={to} aria-current={current} css={rowStyle(selected)}>
          {body}
        </AppLink>
      ) : onClick ? (
        <button type="button" aria-current={current} onClick={onClick} css={rowStyle(selected)}>
          {body}
        </button>
      ) : (
        <div css={[rowStyle(selected), { cursor: "default" }]}>{body}</div>
      )}
    </li>
  );
}
