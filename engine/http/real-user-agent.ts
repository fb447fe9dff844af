/**
 * X-Real-UA (wire contract, "Envelope and headers"): the browser's user agent in base64, which
 * the platform's gateway reads where a proxy rewrites User-Agent. Base64 of its UTF-8 bytes: an
 * agent with a non-Latin-1 character (some in-app browsers add their name) would make a bare
 * btoa throw, and a header must not fail a request.
 */
export function realUserAgentHeader(userAgent: string | undefined): string | null {
  return userAgent ? btoa(String.fromCharCode(...new TextEncoder().encode(userAgent))) : null;
}

/** The response header whose latest value is kept in the session info as `spanId`. */
export const TRACE_ID_HEADER = "x-app-trace-id";
