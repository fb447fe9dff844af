/**
 * One XSS corpus for every browser test that puts server HTML on the page (promotion rules,
 * activity bodies, help and news): issue 14 asks for at least 30 vectors through each.
 */

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
  '<svg><style><img src=x onerror="window.__xss=(window.__xss||0)+1"></style></svg>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
];

export const XSS_HTML = XSS_VECTORS.join("\n");
