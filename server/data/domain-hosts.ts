/**
 * The merchant's domains as the platform's gateway sees them (development and test): which host
 * names are down, set by POST /__dev/domains (server/dev/domain-controls.ts). A down host answers
 * the status call with domain_not_available and drops the domain race's ping, as a blocked or
 * retired domain does. Kept in memory per server (so per test scope); reset and restart forget it.
 */
import type { Database } from "../db";

export class DomainHosts {
  private readonly down = new Set<string>();

  /** `host` as the request's Host header names it (`name` or `name:port`), case-insensitive. */
  isDown(host: string | undefined): boolean {
    return host !== undefined && this.down.has(host.toLowerCase());
  }

  setDown(hosts: readonly string[]): void {
    this.down.clear();
    for (const host of hosts) this.down.add(host.toLowerCase());
  }

  list(): string[] {
    return [...this.down];
  }

  clear(): void {
    this.down.clear();
  }
}

/** Replaces the merchant's domain list (domainRoute, the status call's domainList); the reseed brings the file's back. */
export async function replaceDomains(
  db: Database,
  merchant: string,
  domains: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM domains WHERE merchant = $1", [merchant]);
    for (const [index, domain] of domains.entries()) {
      await tx.query("INSERT INTO domains (merchant, position, domain_name) VALUES ($1, $2, $3)", [
        merchant,
        index + 1,
        domain,
      ]);
    }
  });
}
