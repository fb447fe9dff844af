/**
 * How a WebKit journey names what a member sees: by role and accessible name, by a field's label,
 * by test id, as the Chromium journeys do with Playwright's locators. Classic WebDriver finds only
 * by CSS or XPath, so the search runs in the page (serialised: `findInPage` may use nothing from
 * outside its body) and hands back the first element a member can see.
 */

export interface Query {
  /** `[data-testid=…]` (a trailing `*` matches the start). */
  testId?: string;
  /** An ARIA role, explicit or the element's own (button, link, tab, dialog, heading…). */
  role?: string;
  /** The accessible name: equal to it, or containing it when `exact` is false. */
  name?: string;
  exact?: boolean;
  /** A form field by its label's text. */
  label?: string;
  /** Any element whose own text is this (the innermost such element). */
  text?: string;
  css?: string;
  /** Look only inside the first visible match of this query. */
  within?: Query;
  /** Also the elements a member cannot see (for counts and attributes). */
  hidden?: boolean;
}

/** A query in words, for a failure's message. */
export function describeQuery(query: Query): string {
  const parts = [
    query.testId && `test id "${query.testId}"`,
    query.role && `${query.role}${query.name === undefined ? "" : ` "${query.name}"`}`,
    !query.role && query.name !== undefined && `named "${query.name}"`,
    query.label && `field labelled "${query.label}"`,
    query.text && `text "${query.text}"`,
    query.css && `css ${query.css}`,
  ].filter(Boolean);
  return `${parts.join(", ")}${query.within ? ` in ${describeQuery(query.within)}` : ""}`;
}

/** Runs in the page: every element matching the query, the visible ones first unless `hidden`. */
export function findInPage(query: Query): Element[] {
  const IMPLICIT: Record<string, string> = {
    button: 'button, input[type="button"], input[type="submit"], summary',
    link: "a[href]",
    heading: "h1, h2, h3, h4, h5, h6",
    navigation: "nav",
    group: "fieldset",
    radio: 'input[type="radio"]',
    region: "section[aria-label], section[aria-labelledby]",
    article: "article",
    textbox:
      'input:not([type]), input[type="text"], input[type="tel"], input[type="email"], input[type="password"], textarea',
    checkbox: 'input[type="checkbox"]',
    img: "img[alt]",
    list: "ul, ol",
    listitem: "li",
  };
  const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const byIds = (ids: string | null) =>
    squash(
      (ids ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
  const labelText = (field: Element): string => {
    const labelled = byIds(field.getAttribute("aria-labelledby"));
    if (labelled) return labelled;
    const aria = squash(field.getAttribute("aria-label"));
    if (aria) return aria;
    const labels = (field as HTMLInputElement).labels;
    if (labels?.length)
      return squash(
        [...labels]
          .map((label) => {
            const copy = label.cloneNode(true) as Element;
            for (const inner of copy.querySelectorAll("input, select, textarea")) inner.remove();
            return copy.textContent;
          })
          .join(" "),
      );
    return squash(field.getAttribute("placeholder") ?? field.getAttribute("title"));
  };
  const nameOf = (element: Element): string => {
    const labelled = byIds(element.getAttribute("aria-labelledby"));
    if (labelled) return labelled;
    const aria = squash(element.getAttribute("aria-label"));
    if (aria) return aria;
    if (element.matches("input, textarea, select")) return labelText(element);
    const legend = element.matches("fieldset") ? element.querySelector(":scope > legend") : null;
    if (legend) return squash(legend.textContent);
    const text = squash(
      [...element.childNodes]
        .map((node) =>
          node.nodeType === Node.ELEMENT_NODE && (node as Element).matches("img[alt]")
            ? (node as Element).getAttribute("alt")
            : node.textContent,
        )
        .join(" "),
    );
    return text || squash(element.getAttribute("title"));
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const check = (element as Element & { checkVisibility?: (options: object) => boolean }).checkVisibility;
    return check ? check.call(element, { opacityProperty: true, visibilityProperty: true }) : true;
  };
  const matchesName = (actual: string, wanted: string) =>
    query.exact === false ? actual.toLowerCase().includes(wanted.toLowerCase()) : actual === wanted;

  let roots: ParentNode[] = [document];
  if (query.within) {
    const container = findInPage(query.within)[0];
    if (!container) return [];
    roots = [container];
  }
  const all = (selector: string) => roots.flatMap((root) => [...root.querySelectorAll(selector)]);
  let found: Element[];
  if (query.testId !== undefined)
    found = all(
      query.testId.endsWith("*")
        ? `[data-testid^="${query.testId.slice(0, -1)}"]`
        : `[data-testid="${query.testId}"]`,
    );
  else if (query.label !== undefined)
    found = all("input, textarea, select").filter((field) =>
      matchesName(labelText(field), query.label ?? ""),
    );
  else if (query.role !== undefined) {
    const implicit = IMPLICIT[query.role];
    found = all(`[role="${query.role}"]${implicit ? `, ${implicit}` : ""}`).filter(
      (element) => !element.getAttribute("role") || element.getAttribute("role") === query.role,
    );
  } else if (query.text !== undefined)
    found = all("body *").filter(
      (element) =>
        matchesName(squash(element.textContent), query.text ?? "") &&
        ![...element.children].some((child) => matchesName(squash(child.textContent), query.text ?? "")),
    );
  else found = all(query.css ?? "*");
  if (query.css && (query.testId !== undefined || query.label !== undefined || query.role !== undefined))
    found = found.filter((element) => element.matches(query.css ?? "*"));
  if (query.name !== undefined)
    found = found.filter((element) => matchesName(nameOf(element), query.name ?? ""));
  return query.hidden ? found : found.filter(visible);
}
