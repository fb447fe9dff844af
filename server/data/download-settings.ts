/**
 * The merchant's download resources (spec §3: Android, IOS, MOBILECONFIG, AppDownloadIcon, the
 * iOS lite app), the app-download message (announcements of category app_download) and the
 * mobileTemplate switches the status call carries, as the dev controls change them
 * (server/dev/download-controls.ts).
 */
import type { Database } from "../db";

/** The announcement category of the app-download modal's message (spec §7). */
export const APP_DOWNLOAD_CATEGORY = "app_download";

/** Replaces the merchant's download links, in order. URLs are stored as given: tests hand the client bad ones. */
export async function replaceDownloadLinks(
  db: Database,
  merchant: string,
  resources: ReadonlyArray<{ resourceType: string; url: string }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM download_links WHERE merchant = $1", [merchant]);
    for (const [index, resource] of resources.entries()) {
      await tx.query(
        "INSERT INTO download_links (merchant, position, resource_type, url) VALUES ($1, $2, $3, $4)",
        [merchant, index + 1, resource.resourceType, resource.url],
      );
    }
  });
}

/** Replaces the merchant's app-download messages (empty: the modal shows none). */
export async function replaceAppDownloadMessages(
  db: Database,
  merchant: string,
  messages: ReadonlyArray<{ title: string; content: string }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM announcements WHERE merchant = $1 AND category = $2", [
      merchant,
      APP_DOWNLOAD_CATEGORY,
    ]);
    for (const [index, message] of messages.entries()) {
      await tx.query(
        "INSERT INTO announcements (merchant, category, position, title, content) VALUES ($1, $2, $3, $4, $5)",
        [merchant, APP_DOWNLOAD_CATEGORY, index + 1, message.title, message.content],
      );
    }
  });
}

/**
 * mobileTemplate fields laid over the status call's defaults, and the download bar's live
 * settings (info.downloadBar), per merchant (in memory; reset forgets them).
 */
export class MobileTemplateOverrides {
  private readonly byMerchant = new Map<string, Record<string, unknown>>();
  private readonly bars = new Map<string, Record<string, unknown>>();

  /** null gives the bar back to the merchant file. */
  setDownloadBar(merchant: string, settings: Record<string, unknown> | null): void {
    if (settings === null) this.bars.delete(merchant);
    else this.bars.set(merchant, settings);
  }

  downloadBarOf(merchant: string): Record<string, unknown> | undefined {
    return this.bars.get(merchant);
  }

  /** null gives mobileTemplate back to the merchant file. */
  change(merchant: string, fields: Record<string, unknown> | null): void {
    if (fields === null) {
      this.byMerchant.delete(merchant);
      return;
    }
    this.byMerchant.set(merchant, { ...this.byMerchant.get(merchant), ...fields });
  }

  of(merchant: string): Record<string, unknown> {
    return this.byMerchant.get(merchant) ?? {};
  }

  clear(): void {
    this.bars.clear();
    this.byMerchant.clear();
  }
}
