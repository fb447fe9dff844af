import type { FullConfig } from "@playwright/test";
import { SCOPE_HEADER } from "../server/test-scopes";
import { scopeOfSlot } from "./support/scope";

/**
 * Seeds every worker slot's test scope before the first test. A scope is made on its first request
 * and seeding one holds the server for about a second; left to the first tests, three scopes seeded
 * at once kept a journey's first page from loading within its five seconds (a run of feedback.spec).
 * One after another here, the tests start on a server that answers at once.
 */
export default async function seedScopes(config: FullConfig): Promise<void> {
  const url = config.webServer?.url;
  if (!url) return;
  for (let slot = 0; slot < config.workers; slot += 1) {
    const response = await fetch(url, { headers: { [SCOPE_HEADER]: scopeOfSlot(slot) } });
    if (!response.ok) throw new Error(`Seeding test scope ${scopeOfSlot(slot)} failed: ${response.status}`);
  }
}
