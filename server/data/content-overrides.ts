/**
 * What the banner, popup, vendor-lane and game-list relays answer instead of the seed for a merchant,
 * set by POST /__dev/content. The lists are raw and unchecked on purpose: a test hands the client
 * the malformed content it must survive. Kept in memory; POST /__dev/reset and a restart forget them.
 */

export const CONTENT_PARTS = ["banners", "popup", "lanes", "games"] as const;
export type ContentPart = (typeof CONTENT_PARTS)[number];

export class ContentOverrides {
  private readonly lists = new Map<string, Map<ContentPart, unknown[]>>();

  /** null gives the part back to the seed. */
  set(merchant: string, part: ContentPart, list: unknown[] | null): void {
    const own = this.lists.get(merchant) ?? new Map<ContentPart, unknown[]>();
    if (list === null) own.delete(part);
    else own.set(part, list);
    if (own.size === 0) this.lists.delete(merchant);
    else this.lists.set(merchant, own);
  }

  get(merchant: string, part: ContentPart): unknown[] | undefined {
    return this.lists.get(merchant)?.get(part);
  }

  /** Every part of the merchant: its list, or null where the seed answers. */
  of(merchant: string): Record<ContentPart, unknown[] | null> {
    return {
      banners: this.get(merchant, "banners") ?? null,
      popup: this.get(merchant, "popup") ?? null,
      lanes: this.get(merchant, "lanes") ?? null,
      games: this.get(merchant, "games") ?? null,
    };
  }

  clear(): void {
    this.lists.clear();
  }
}
