// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../engine/security/sanitize-html";

/** Parses the sanitised HTML the way the browser will render it. */
function rendered(html: string): HTMLElement {
  const box = document.createElement("div");
  // A string here: jsdom has no Trusted Types (the browser journeys meet the TrustedHTML).
  box.innerHTML = String(sanitizeHtml(html));
  return box;
}

describe("server HTML is made safe before it is rendered", () => {
  it("keeps the formatting an announcement uses", () => {
    const box = rendered(
      '<p style="color:red"><b>Bonus</b> <i>today</i></p><ul><li>one</li></ul><img src="https://cdn.example/a.png" alt="a">',
    );
    expect(box.querySelector("p b")?.textContent).toBe("Bonus");
    expect(box.querySelector("li")?.textContent).toBe("one");
    expect(box.querySelector("img")?.getAttribute("src")).toBe("https://cdn.example/a.png");
  });

  it("drops scripts, event handlers and javascript: links", () => {
    const box = rendered(
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><div onclick="alert(4)">y</div>',
    );
    expect(box.querySelector("script")).toBeNull();
    expect(box.querySelector("img")?.hasAttribute("onerror")).toBe(false);
    expect(box.querySelector("a")?.hasAttribute("href")).toBe(false);
    expect(box.querySelector("div")?.hasAttribute("onclick")).toBe(false);
  });

  it("drops forms, controls, frames and style sheets that could pose as the app", () => {
    const box = rendered(
      '<form action="https://evil.example"><input name="password"><button>Log in</button></form><iframe src="https://evil.example"></iframe><style>body{display:none}</style><svg><a href="#">s</a></svg>',
    );
    for (const tag of ["form", "input", "button", "iframe", "style", "svg"]) {
      expect(box.querySelector(tag), tag).toBeNull();
    }
  });

  it("opens links outside the app, with no way back to it", () => {
    const link = rendered('<a href="https://promo.example/page">more</a>').querySelector("a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
