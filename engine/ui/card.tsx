import type { ComponentPropsWithoutRef } from "react";
import { color, elevation, radius, type Space, space } from "../theme/scales";
import { stack } from "./stack";

/** A block on the theme's surface with the brand's corners: a member summary, a summary box. */
export function Card({
  padding = "lg",
  gap = "sm",
  raised = false,
  ...rest
}: { padding?: Space; gap?: Space; raised?: boolean } & ComponentPropsWithoutRef<"div">) {
  return (
    <div
      css={[
        stack(gap),
        {
          padding: space[padding],
          background: color.surface,
          color: color.text,
          borderRadius: radius.md,
          ...(raised ? { boxShadow: elevation.raised } : { border: `1px solid ${color.border}` }),
        },
      ]}
      {...rest}
    />
  );
}
