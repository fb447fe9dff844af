/**
 * One XSS corpus for every test that puts server data on the page (issue 20, docs/security.md):
 * HTML bodies (announcements, popups, promotions, help, news), plain texts (titles, names, the
 * marquee) and URLs (banner links, game and chat pages, download links).
 *
 * Every vector that runs calls the marker `MARK(n)`: it counts up `top.__xss` and records its
 * number in `top.__xssHits`, with no quote and no space so it fits any attribute, quoted or not,
 * and it needs nothing set up first, so a spec that forgets an init script still sees a hit (a
 * marker that had to be installed would fail silently where it is missing). Vectors that cannot
 * reach the marker (an `alert`) are caught by the tests' dialog listener. To add a vector: append
 * it to its list with the next free number (the numbers only have to be unique); the unit table
 * (tests/engine/security/safe-url.test.ts) and e2e/hostile-content.spec.ts pick it up.
 */

/** The call each vector makes when it runs; `top` so a vector inside a frame reaches the page. */
export const MARK = (n: number) => `top.__xss=(top.__xss||0)+1,(top.__xssHits=top.__xssHits||[]).push(${n})`;

/** The same call as JavaScript source for a `javascript:` URL (no spaces, so nothing needs encoding). */
const js = (n: number) => `javascript:${MARK(n)}`;

/**
 * HTML that runs code if anything on the way fails to neutralise it: script tags, event handlers,
 * javascript: links, SVG, srcdoc, CSS, and mutation-XSS classics.
 */
export const XSS_HTML_VECTORS = [
  // First: the mutation-XSS classics below may swallow what follows them, which is itself safe.
  '<p data-testid="xss-safe">Safe text survives</p>',
  `<script>${MARK(1)}</script>`,
  `<img src="x" onerror="${MARK(2)}">`,
  `<svg onload="${MARK(3)}"></svg>`,
  `<svg><script>${MARK(4)}</script></svg>`,
  `<body onload="${MARK(5)}">`,
  `<details open ontoggle="${MARK(6)}"><summary>x</summary></details>`,
  `<a id="xss-link" href="${js(7)}">link</a>`,
  `<a href="JaVaScRiPt:${MARK(8)}">caps</a>`,
  `<iframe srcdoc="<script>${MARK(9)}</script>"></iframe>`,
  `<iframe src="${js(10)}"></iframe>`,
  '<object data="javascript:alert(11)"></object>',
  '<embed src="javascript:alert(12)">',
  `<math><mtext><table><mglyph><style><img src=x onerror="${MARK(13)}">`,
  `<noscript><p title="</noscript><img src=x onerror=${MARK(14)}>">`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${MARK(15)} src>">`,
  '<div style="background:url(javascript:alert(16))">css</div>',
  '<div style="width: expression(alert(17))">expression</div>',
  '<style>@import "javascript:alert(18)";</style>',
  `<input autofocus onfocus="${MARK(19)}">`,
  `<video><source onerror="${MARK(20)}"></video>`,
  `<audio src="x" onerror="${MARK(21)}"></audio>`,
  `<marquee onstart="${MARK(22)}">m</marquee>`,
  '<meta http-equiv="refresh" content="0;url=javascript:alert(23)">',
  '<base href="javascript:alert(24)//">',
  `<svg><a xlink:href="${js(25)}"><text x="20" y="20">svg link</text></a></svg>`,
  `<svg><animate onbegin="${MARK(26)}" attributeName="x" dur="1s"></animate></svg>`,
  `<img src="x" onerror="&#116;op.__xss=(top.__xss||0)+1,(top.__xssHits=top.__xssHits||[]).push(27)">`,
  `<a href="&#106;avascript:${MARK(28)}">entity</a>`,
  `<isindex type="image" src="x" onerror="${MARK(29)}">`,
  `<svg><style><img src=x onerror="${MARK(30)}"></style></svg>`,
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgzMSk8L3NjcmlwdD4=">data link</a>',
  '<form action="javascript:alert(32)"><button formaction="javascript:alert(32)">go</button></form>',
  `<a href="  java&#x09;script:${MARK(33)}">tab in the scheme</a>`,
  `<a href="java&NewLine;script:${MARK(34)}">newline entity</a>`,
  `<a href="vbscript:msgbox(35)">vbscript</a>`,
  `<img src=x:x onerror=${MARK(36)}>`,
  `<svg/onload=${MARK(37)}>`,
  `<img srcset="x" onerror="${MARK(38)}">`,
  `<div onmouseover="${MARK(39)}" onclick="${MARK(39)}">hover me</div>`,
  `<a href="#" onclick="${MARK(40)}">click handler</a>`,
  `<template><img src=x onerror=${MARK(41)}></template>`,
  `<select autofocus onfocus="${MARK(42)}"><option>x</option></select>`,
  `<textarea autofocus onfocus="${MARK(43)}"></textarea>`,
  `<object data="data:text/html,<script>${MARK(44)}</script>"></object>`,
  `<img src="x" onerror="eval(atob('dG9wLl9feHNzPSh0b3AuX194c3N8fDApKzE='))">`,
  `<x onclick="${MARK(46)}" tabindex="0" autofocus onfocus="${MARK(46)}">custom tag</x>`,
  `<a href="javascript&colon;${MARK(47)}">colon entity</a>`,
  `<!--<img src="--><img src=x onerror=${MARK(48)}//">`,
  '<img src="x" name="cookie" id="location"><form name="getElementById"></form>',
];

/** Every HTML vector in one body, as an operator's editor could save it. */
export const XSS_HTML = XSS_HTML_VECTORS.join("\n");

/** Kept under its first name for the specs that came before the three lists. */
export const XSS_VECTORS = XSS_HTML_VECTORS;

/**
 * Texts that must show as text (a title, a name, the marquee): markup, attribute and template
 * break-outs, ICU message syntax (a text handed to the message formatter as a pattern would throw
 * or run), and bidi tricks.
 */
export const XSS_TEXT_VECTORS = [
  `<img src=x onerror=${MARK(101)}>`,
  `<script>${MARK(102)}</script>`,
  `"><svg onload=${MARK(103)}>`,
  `'><img src=x onerror=${MARK(104)}>`,
  `</title><script>${MARK(105)}</script>`,
  "{{constructor.constructor('alert(106)')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the vector is a template literal's syntax, as text.
  "${alert(107)}",
  "{name} {0, plural, one {# x} other {# y}} {a, select, other {z}",
  `javascript:${MARK(109)}`,
  "&lt;script&gt;alert(110)&lt;/script&gt;",
  "%3Cscript%3Ealert(111)%3C%2Fscript%3E",
  "\u202Egnp.exe\u202C title with a right-to-left override",
  `<a href="${js(113)}">tap</a>`,
  `<iframe src="${js(114)}">`,
];

export interface UrlVector {
  url: string;
  /** Why it is there (the unit table prints it). */
  note: string;
  /**
   * Set when the address is harmless text once resolved against the page (it parses as a path, e.g.
   * an entity the HTML parser would have decoded): the rule may take it as a same-origin URL where
   * relative addresses are allowed. Every other vector is refused in every field.
   */
  pathWhenRelative?: true;
  /** Set when it is a real http(s) address on another host: allowed as an external link, never in-app. */
  foreignHost?: true;
}

/** Addresses for fields that take a URL: only http(s) may pass (engine/security/safe-url.ts). */
export const XSS_URL_VECTORS: UrlVector[] = [
  { url: js(201), note: "javascript:" },
  { url: `JaVaScRiPt:${MARK(202)}`, note: "mixed case" },
  { url: `  javascript:${MARK(203)}`, note: "leading spaces" },
  { url: `java\tscript:${MARK(204)}`, note: "tab inside the scheme" },
  { url: `java\nscript:${MARK(205)}`, note: "newline inside the scheme" },
  { url: `\u0000javascript:${MARK(206)}`, note: "leading NUL" },
  { url: `\u0001\u001fjavascript:${MARK(207)}`, note: "leading control characters" },
  { url: `javascript://%0a${MARK(208)}`, note: "a comment ended by an encoded newline" },
  { url: `&#106;avascript:${MARK(209)}`, note: "entity-encoded j", pathWhenRelative: true },
  { url: `javascript&colon;${MARK(210)}`, note: "entity-encoded colon", pathWhenRelative: true },
  { url: `&#x6A;&#x61;vascript:${MARK(211)}`, note: "hex entities", pathWhenRelative: true },
  { url: `data:text/html,<script>${MARK(212)}</script>`, note: "data: HTML" },
  { url: "data:text/html;base64,PHNjcmlwdD5hbGVydCgyMTMpPC9zY3JpcHQ+", note: "data: HTML in base64" },
  { url: "DATA:text/html,<svg onload=alert(214)>", note: "data: upper case" },
  { url: "vbscript:msgbox(215)", note: "vbscript:" },
  { url: "file:///etc/passwd", note: "file:" },
  { url: "blob:http://evil.example/5f1d", note: "blob: of another origin" },
  { url: "about:blank", note: "about:" },
  { url: "intent://scan/#Intent;scheme=zxing;end", note: "Android intent:" },
  { url: "ftp://evil.example/app.apk", note: "ftp:" },
  { url: "https://royal.localhost@evil.example/", note: "user name that reads as the brand" },
  { url: "https://user:pass@evil.example/", note: "credentials in the address" },
  { url: "//evil.example/phish", note: "protocol-relative to a foreign host", foreignHost: true },
  { url: "\\\\evil.example/phish", note: "backslashes read as //", foreignHost: true },
  { url: "", note: "empty" },
  { url: "   ", note: "blank" },
];
