import type { CSSObject } from "@emotion/react";
import type { ComponentPropsWithoutRef } from "react";
import { type Space, space } from "../theme/scales";

/** Children one under the other, `gap` apart. For a form or a list, use the style on that element. */
export function stack(gap: Space): CSSObject {
  return { display: "grid", gap: space[gap], alignContent: "start" };
}

/** Children side by side, `gap` apart, centred on the cross axis unless told otherwise. */
export function row(
  gap: Space,
  { align = "center", justify, wrap = false }: { align?: string; justify?: string; wrap?: boolean } = {},
): CSSObject {
  return {
    display: "flex",
    gap: space[gap],
    alignItems: align,
    ...(justify ? { justifyContent: justify } : {}),
    ...(wrap ? { flexWrap: "wrap" } : {}),
  };
}

export function Stack({ gap = "lg", ...rest }: { gap?: Space } & ComponentPropsWithoutRef<"div">) {
  return <div css={stack(gap)} {...rest} />;
}

export function Row({
  gap = "sm",
  align,
  justify,
  wrap,
  ...rest
}: { gap?: Space; align?: string; justify?: string; wrap?: boolean } & ComponentPropsWithoutRef<"div">) {
  return <div css={row(gap, { align, justify, wrap })} {...rest} />;
}
