/** Per-merchant lists the platform's operators configure: countries, domains, download links. */
import type { Database } from "../db";

export interface CountryRow {
  country_code: string;
  dialing_code: string;
}

export interface DownloadLinkRow {
  resource_type: string;
  url: string;
}

/** Home country first. */
export async function listCountries(db: Database, merchant: string): Promise<CountryRow[]> {
  const result = await db.query<CountryRow>(
    "SELECT country_code, dialing_code FROM countries WHERE merchant = $1 ORDER BY position",
    [merchant],
  );
  return result.rows;
}

export async function listDomains(db: Database, merchant: string): Promise<string[]> {
  const result = await db.query<{ domain_name: string }>(
    "SELECT domain_name FROM domains WHERE merchant = $1 ORDER BY position",
    [merchant],
  );
  return result.rows.map((row) => row.domain_name);
}

export async function listDownloadLinks(db: Database, merchant: string): Promise<DownloadLinkRow[]> {
  const result = await db.query<DownloadLinkRow>(
    "SELECT resource_type, url FROM download_links WHERE merchant = $1 ORDER BY position",
    [merchant],
  );
  return result.rows;
}
