/**
 * The help, news and feedback development controls (docs/dev-controls.md, "Help, news and
 * feedback") and public reads, for the browser tests of those screens and the shortcut button.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

export async function relay<T>(request: APIRequestContext, merchant: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Merchant: merchant } });
  expect(response.ok(), `${path} ${await response.text()}`).toBe(true);
  return (await response.json()).value as T;
}

export interface HelpCategory {
  name: string;
  topics: Array<{ id: number; title: string; content: string }>;
}

export const helpTopics = async (request: APIRequestContext, merchant: string) =>
  (await relay<{ categories: HelpCategory[] }>(request, merchant, "/wps/relay/MCSFE_getHelpTopics"))
    .categories;

export const newsList = async (request: APIRequestContext, merchant: string) =>
  (
    await relay<{ news: Array<{ id: number; title: string; publishDate: number }> }>(
      request,
      merchant,
      "/wps/relay/MCSFE_getNewsList",
    )
  ).news;

/**
 * HTML that runs code if anything on the way fails to neutralise it: each vector, when it runs,
 * counts up `window.__xss` (or opens a dialog, which the tests also watch for). Script tags,
 * event handlers, javascript: links, SVG, srcdoc, CSS, and mutation-XSS classics.
 */
export const XSS_VECTORS = [
  // First: the mutation-XSS classics below may swallow what follows them, which is itself safe.
  '<p data-testid="xss-safe">Safe text survives</p>',
  "<script>window.__xss=(window.__xss||0)+1</script>",
  '<img src="x" onerror="window.__xss=(window.__xss||0)+1">',
  '<svg onload="window.__xss=(window.__xss||0)+1"></svg>',
  "<svg><script>window.__xss=(window.__xss||0)+1</script></svg>",
  '<body onload="window.__xss=(window.__xss||0)+1">',
  '<details open ontoggle="window.__xss=(window.__xss||0)+1"><summary>x</summary></details>',
  '<a id="xss-link" href="javascript:window.__xss=(window.__xss||0)+1">link</a>',
  '<a href="JaVaScRiPt:alert(1)">caps</a>',
  '<iframe srcdoc="<script>parent.__xss=(parent.__xss||0)+1</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=(parent.__xss||0)+1"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=(window.__xss||0)+1>">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=window.__xss=(window.__xss||0)+1 src>">',
  '<div style="background:url(javascript:alert(1))">css</div>',
  '<div style="width: expression(alert(1))">expression</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<input autofocus onfocus="window.__xss=(window.__xss||0)+1">',
  '<video><source onerror="window.__xss=(window.__xss||0)+1"></video>',
  '<audio src="x" onerror="window.__xss=(window.__xss||0)+1"></audio>',
  '<marquee onstart="window.__xss=(window.__xss||0)+1">m</marquee>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg link</text></a></svg>',
  '<svg><animate onbegin="window.__xss=(window.__xss||0)+1" attributeName="x" dur="1s"></animate></svg>',
  '<img src="x" onerror="&#119;indow.__xss=(window.__xss||0)+1">',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<isindex type="image" src="x" onerror="window.__xss=(window.__xss||0)+1">',
];

export const XSS_HTML = XSS_VECTORS.join("\n");
