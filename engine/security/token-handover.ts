/**
 * A session handed over in the address (`token` or `tokens` in the query, spec section 2: native
 * shells and links use it) must leave the address before anything else can see it: the address
 * bar is copied and shared, it sits in the history, and every script that reads the page's
 * address (ad networks' page views, the kept-query logic) would carry it on. So an inline script
 * at the top of the head, before the first subresource and so before the first paint, keeps the
 * token for the app and replaces the history entry without it; the app adopts the kept token when
 * it boots, and a reload finds the session in storage, not in the address.
 */
import { TOKEN_QUERY_NAMES } from "../routing/aliases";

/** Where the inline script keeps the token for the app's boot. */
const KEPT_KEY = "__wlHandover";

/**
 * The inline script for the stamped page (scripts/lib/stamp-html.ts). Plain ES5. The token is
 * kept before the address changes, so a browser that refuses `replaceState` still signs in.
 * Other parameters stay (re-encoded by URLSearchParams, the same values). A function, so that the
 * app's bundle, which needs only takeHandedOverToken, carries none of its text.
 */
export const tokenHandoverScript = (): string =>
  `(function(){var l=location,p=new URLSearchParams(l.search),n=${JSON.stringify(TOKEN_QUERY_NAMES)},t=p.get(n[0])||p.get(n[1]);if(!p.has(n[0])&&!p.has(n[1]))return;window.${KEPT_KEY}=t;p.delete(n[0]);p.delete(n[1]);p=p.toString();try{history.replaceState(history.state,"",l.pathname+(p?"?"+p:"")+l.hash)}catch(e){}})()`;

/** The token the page's inline script kept (once: a second call answers null), or null. */
export function takeHandedOverToken(target: object): string | null {
  const holder = target as Record<string, unknown>;
  const token = holder[KEPT_KEY];
  delete holder[KEPT_KEY];
  return typeof token === "string" && token !== "" ? token : null;
}
