/**
 * What the banner, popup, marquee (`player`), vendor-lane and game-list relays answer instead of the seed for a merchant,
 * and the addresses game launches answer (`launchUrls`, taken in turn), set by POST /__dev/content. The lists are raw and unchecked on purpose: a test hands the client
 * the malformed content it must survive. Kept in memory; POST /__dev/reset and a restart forget them.
 */

export const CONTENT_PARTS = ["banners", "popup", "lanes", "games", "launchUrls", "player"] as const;
export type ContentPart = (typeof CONTENT_PARTS)[number];

export class ContentOverrides {
  private readonly lists = new Map<string, Map<ContentPart, unknown[]>>();
  /** How many launches each merchant's `launchUrls` has answered, so each launch takes the next. */
  private readonly launches = new Map<string, number>();

  /** null gives the part back to the seed. */
  set(merchant: string, part: ContentPart, list: unknown[] | null): void {
    const own = this.lists.get(merchant) ?? new Map<ContentPart, unknown[]>();
    if (part === "launchUrls") this.launches.delete(merchant);
    if (list === null) own.delete(part);
    else own.set(part, list);
    if (own.size === 0) this.lists.delete(merchant);
    else this.lists.set(merchant, own);
  }

  get(merchant: string, part: ContentPart): unknown[] | undefined {
    return this.lists.get(merchant)?.get(part);
  }

  /**
   * The address the merchant's next game launch (member or trial) answers instead of the game's
   * page, raw (a test hands the client `javascript:` and the like), or undefined for the game's own.
   */
  nextLaunchUrl(merchant: string): unknown {
    const list = this.get(merchant, "launchUrls");
    if (!list?.length) return undefined;
    const count = this.launches.get(merchant) ?? 0;
    this.launches.set(merchant, count + 1);
    return list[count % list.length];
  }

  /** Every part of the merchant: its list, or null where the seed answers. */
  of(merchant: string): Record<ContentPart, unknown[] | null> {
    return {
      banners: this.get(merchant, "banners") ?? null,
      popup: this.get(merchant, "popup") ?? null,
      lanes: this.get(merchant, "lanes") ?? null,
      games: this.get(merchant, "games") ?? null,
      launchUrls: this.get(merchant, "launchUrls") ?? null,
      player: this.get(merchant, "player") ?? null,
    };
  }

  clear(): void {
    this.lists.clear();
    this.launches.clear();
  }
}
