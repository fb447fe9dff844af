/** The name of a Playwright worker slot's test scope on the reference server (server/test-scopes.ts). */
export const scopeOfSlot = (slot: number | string): string => `e2e-${slot}`;
