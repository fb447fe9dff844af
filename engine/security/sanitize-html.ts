/**
 * The one place server HTML (announcements, popups, promotion rules) is made safe to render.
 * One configuration for every caller: plain HTML only (no SVG or MathML), no forms or controls
 * that could pose as the app's own, no scripts, styles sheets or frames; links open outside the
 * app with no access back to it. Imported only by the lazy views that show server HTML, so the
 * sanitiser never weighs on the first page.
 */
import DOMPurify from "dompurify";

const FORBIDDEN_TAGS = [
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "option",
  "style",
  "iframe",
  "frame",
];

let configured = false;

function purifier(): typeof DOMPurify {
  if (!configured) {
    // A link in an announcement leaves the app in a new tab and cannot reach back (window.opener).
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A" && node.hasAttribute("href")) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
    configured = true;
  }
  return DOMPurify;
}

/**
 * The HTML with everything unsafe removed, ready for innerHTML: as TrustedHTML from DOMPurify's
 * own policy where the browser has Trusted Types (the page's policy refuses a plain string,
 * engine/security/trusted-types.ts), a string where it has none.
 */
export function sanitizeHtml(html: string): TrustedHTML | string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    RETURN_TRUSTED_TYPE: true,
  });
}
