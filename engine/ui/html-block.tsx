import { useMemo } from "react";
import { sanitizeHtml } from "../security/sanitize-html";
import { color, space } from "../theme/scales";

/**
 * Server HTML (an announcement, a promotion's rules), sanitised (engine/security/sanitize-html.ts)
 * and rendered. The only component that sets innerHTML. It is painted in its own box: a
 * `position: fixed` inside it cannot leave the box to cover the app, and wide pictures and
 * tables shrink or scroll instead of widening the page.
 */
export function HtmlBlock({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above, by the app's one sanitiser.
      dangerouslySetInnerHTML={{ __html: safe }}
      css={{
        contain: "paint",
        overflowWrap: "anywhere",
        "& img, & video": { maxWidth: "100%", height: "auto" },
        "& table": { display: "block", overflowX: "auto" },
        "& p": { marginBlock: `0 ${space.sm}px` },
        "& a": { color: color.primaryText },
      }}
    />
  );
}
