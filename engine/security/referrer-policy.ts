/**
 * What a request from the app tells another site about the page it came from: the origin only,
 * and nothing at all from https to http. The browser's default (`strict-origin-when-cross-origin`)
 * sends the full address to the app's own origin, and an address may carry a handed-over session
 * for a moment (engine/security/token-handover.ts); the app's own calls need no page path. The
 * built page sets it in a meta tag, and docs/deploy.md asks the CDN for the same header (the
 * reference server sends it, server/app.ts).
 */
export const REFERRER_POLICY = "strict-origin";
