import { type ComponentPropsWithoutRef, type ReactNode, useId } from "react";
import { space } from "../theme/scales";
import { row, stack } from "./stack";
import { textStyle } from "./text";

/**
 * A titled part of a screen: its heading names it for screen readers (a landmark list reads
 * "Hot games, region"), an optional action sits at the heading's end (see all, a count).
 */
export function Section({
  title,
  action,
  children,
  ...rest
}: { title: ReactNode; action?: ReactNode; children: ReactNode } & Omit<
  ComponentPropsWithoutRef<"section">,
  "title"
>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={[stack("sm"), { marginBlockStart: space.lg }]} {...rest}>
      <div css={row("sm", { justify: "space-between" })}>
        <h2 id={headingId} css={textStyle({ size: "lead", weight: "bold" })}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
