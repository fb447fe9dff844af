import { useLocation } from "react-router";

/**
 * A screen that sends the member on an errand (withdraw → add a bank card) names itself in the
 * errand's query as `from`, so the errand can bring them back when it is done. In the query, not
 * in router state, so a reload on the way keeps it. Only an in-app path is followed: the query is
 * anyone's to write, and a shared link must not send a member elsewhere after they add a card.
 */
export const RETURN_QUERY = "from";

/** `path` with `from` set to where to come back to. */
export function withReturnPath(path: string, from: string): string {
  const url = new URL(path, "http://app.invalid");
  url.searchParams.set(RETURN_QUERY, from);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The in-app path in the query's `from`, or null when there is none or it leads outside the app. */
export function returnPathOf(search: string): string | null {
  return inAppPath(new URLSearchParams(search).get(RETURN_QUERY));
}

/** `path` when it is one of the app's own pages (under /m/), normalised; null for anything else. */
export function inAppPath(path: string | null | undefined): string | null {
  if (!path?.startsWith("/m/") || path.includes("\\")) return null;
  const url = new URL(path, "http://app.invalid");
  // "/m/../..//elsewhere" resolves to a path that a browser reads as another host.
  if (url.origin !== "http://app.invalid" || !url.pathname.startsWith("/m/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where this screen's errand ends: the query's `from`, else `fallback`. */
export function useReturnPath(fallback: string): string {
  return returnPathOf(useLocation().search) ?? fallback;
}
