/**
 * Where a worker's journeys run on the reference server: the test scope of its slot
 * (server/test-scopes.ts), its own database and development state, so workers side by side never
 * meet; a test is alone in it while it runs. Playwright starts a new worker for each project and
 * after a failure; the new one takes the slot's scope (every test's fixtures switch off what it
 * switched on and reseed what it changed), so a scope's database is seeded once per slot, not once
 * per worker.
 */
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { POPUP_KEYS } from "../../engine/engagement/rules/announcement";
import { PUSH_PROMPT_KEYS } from "../../engine/push/push-rules";
import { SCOPE_COOKIE, SCOPE_HEADER } from "../../server/test-scopes";

/** The name of a worker slot's test scope on the reference server. */
export const scopeOfSlot = (slot: number | string): string => `e2e-${slot}`;

/** This worker's scope. */
export const TEST_SCOPE = scopeOfSlot(process.env.TEST_PARALLEL_INDEX ?? "0");

/** The server's own origin for calls from the test itself: Node does not resolve <code>.localhost as Chromium does. */
export const serverOrigin = (baseURL: string | undefined): string =>
  `http://127.0.0.1:${new URL(baseURL ?? "http://127.0.0.1").port}`;

/** The hosts a journey's browser reaches on the server: the merchant's, and the games' own origin. */
export const scopedHosts = (baseURL: string): string[] => {
  const url = new URL(baseURL);
  return [url.origin, `${url.protocol}//games.localhost:${url.port}`];
};

/** A browser context's requests all name the worker's scope: by header, and by cookie for the service worker's own. */
export async function scoped(
  context: BrowserContext,
  baseURL: string | undefined,
  { quietPopups = true, quietPush = true }: { quietPopups?: boolean; quietPush?: boolean } = {},
): Promise<BrowserContext> {
  // The announcement popup starts hidden for today (the fixtures' `quietPopups` option).
  if (quietPopups)
    await context.addInitScript((key) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, String(Date.now()));
    }, POPUP_KEYS.hiddenAt);
  // The push prompt starts as already shown this session (the fixtures' `pushPrompt` option).
  if (quietPush)
    await context.addInitScript((key) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, "1");
    }, PUSH_PROMPT_KEYS.shown);
  await context.setExtraHTTPHeaders({ [SCOPE_HEADER]: TEST_SCOPE });
  await context.addCookies(
    scopedHosts(baseURL ?? "http://127.0.0.1").map((url) => ({ name: SCOPE_COOKIE, value: TEST_SCOPE, url })),
  );
  return context;
}

/** Playwright's request client for the test's own calls to the server (the back office, public reads), in the worker's scope. */
export function serverRequest(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  return playwright.request.newContext({
    baseURL: serverOrigin(baseURL),
    extraHTTPHeaders: { [SCOPE_HEADER]: TEST_SCOPE },
  });
}
